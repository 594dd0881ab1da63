import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { mapAvailability } from './availability';
import { positionTexts } from './locales';
import { toPositionValue } from './map/value';
import { coercePosition, mapPositionProps, POSITION_RULE_KINDS } from './normalize';
import { PositionField } from './PositionField';
import { PositionReadPretty } from './PositionReadPretty';

/**
 * POSITION (a place on a map). The value is `{latitude, longitude, positionName, range}` (form-widgets §3);
 * the position rule (`positionCheck.mark`) is the core's `position` rule kind.
 */
export const positionField: ReactFieldDefinition = defineFieldType({
  type: 'POSITION',
  valueKind: 'single',
  component: PositionField,
  readPretty: PositionReadPretty,
  mapProps: (xProps) => ({ ...mapPositionProps(xProps) }),
  ruleKinds: POSITION_RULE_KINDS,
  // The position check's map probe: a map that cannot load puts the check into `unload` (service-desk §8).
  ruleServices: (ctx) => ({ mapAvailable: mapAvailability(ctx) }),
  coerce: coercePosition,
  commitValue: (value) => toPositionValue(value) ?? '',
  locales: { position: positionTexts },
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** POSITION: the props of its edit component (what `mapProps` fills). */
    POSITION: ComponentProps<typeof PositionField>;
  }
}
