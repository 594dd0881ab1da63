import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { NumberField } from './NumberField';
import { NumberReadPretty } from './NumberReadPretty';
import { commitNumber, mapNumberProps, NUMBER_RULE_KINDS } from './normalize';

/** NUMBER: a decimal number with fixed decimal places and a unit. */
export const numberField: ReactFieldDefinition = defineFieldType({
  type: 'NUMBER',
  valueKind: 'single',
  component: NumberField,
  readPretty: NumberReadPretty,
  mapProps: (xProps) => ({ ...mapNumberProps(xProps) }),
  ruleKinds: NUMBER_RULE_KINDS,
  emptyValue: () => '',
  commitValue: commitNumber,
});
