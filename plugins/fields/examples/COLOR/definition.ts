import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../../shared/types';
import { ColorField } from './ColorField';
import { ColorReadPretty } from './ColorReadPretty';
import { mapColorProps, normalizeColor } from './normalize';
import { colorTexts } from './texts';

/** COLOR (example plugin): a `#RRGGBB` colour picked from a palette. */
export const colorField: ReactFieldDefinition = defineFieldType({
  type: 'COLOR',
  valueKind: 'single',
  component: ColorField,
  readPretty: ColorReadPretty,
  mapProps: (xProps) => ({ ...mapColorProps(xProps) }),
  ruleKinds: [],
  emptyValue: () => '',
  commitValue: (value) => normalizeColor(value) ?? '',
  locales: { colorField: colorTexts },
});
