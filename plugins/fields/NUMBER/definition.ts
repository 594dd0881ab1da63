import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { NumberField } from './NumberField';
import { NumberReadPretty } from './NumberReadPretty';
import { coerceNumber, commitNumber, mapNumberProps, NUMBER_RULE_KINDS } from './normalize';

/** NUMBER: a decimal number with fixed decimal places and a unit. */
export const numberField: ReactFieldDefinition = defineFieldType({
  type: 'NUMBER',
  valueKind: 'single',
  // A number: range, digit-limit and server rules read it as one.
  numeric: true,
  component: NumberField,
  readPretty: NumberReadPretty,
  mapProps: (xProps) => ({ ...mapNumberProps(xProps) }),
  ruleKinds: NUMBER_RULE_KINDS,
  emptyValue: () => '',
  commitValue: commitNumber,
  // An incoming (prefilled, defaulted) value: a finite number, numeric text converted; '' stays empty; anything else is refused.
  coerce: coerceNumber,
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** NUMBER: the props of its edit component (what `mapProps` fills). */
    NUMBER: ComponentProps<typeof NumberField>;
  }
}
