import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { InputField } from './InputField';
import { InputReadPretty } from './InputReadPretty';
import { commitInput, INPUT_RULE_KINDS, mapInputProps } from './normalize';

/** INPUT: single-line text. */
export const inputField: ReactFieldDefinition = defineFieldType({
  type: 'INPUT',
  valueKind: 'single',
  component: InputField,
  readPretty: InputReadPretty,
  mapProps: (xProps) => ({ ...mapInputProps(xProps) }),
  ruleKinds: INPUT_RULE_KINDS,
  emptyValue: () => '',
  commitValue: commitInput,
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** INPUT: the props of its edit component (what `mapProps` fills). */
    INPUT: ComponentProps<typeof InputField>;
  }
}
