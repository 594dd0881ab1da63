import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { CheckboxField } from './CheckboxField';
import { CheckboxReadPretty } from './CheckboxReadPretty';
import { mapCheckboxProps, CHECKBOX_RULE_KINDS } from './normalize';

/** CHECKBOX: multiple choice, inline checkboxes for short static lists, a popup picker with select-all otherwise. */
export const checkboxField: ReactFieldDefinition = defineFieldType({
  type: 'CHECKBOX',
  valueKind: 'multi',
  component: CheckboxField,
  readPretty: CheckboxReadPretty,
  mapProps: (xProps) => ({ ...mapCheckboxProps(xProps) }),
  ruleKinds: CHECKBOX_RULE_KINDS,
  emptyValue: () => [],
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** CHECKBOX: the props of its edit component (what `mapProps` fills). */
    CHECKBOX: ComponentProps<typeof CheckboxField>;
  }
}
