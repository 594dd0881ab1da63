import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { TextareaField } from './TextareaField';
import { TextareaReadPretty } from './TextareaReadPretty';
import { commitTextarea, mapTextareaProps, TEXTAREA_RULE_KINDS } from './normalize';

/** TEXTAREA: multi-line text. */
export const textareaField: ReactFieldDefinition = defineFieldType({
  type: 'TEXTAREA',
  valueKind: 'single',
  component: TextareaField,
  readPretty: TextareaReadPretty,
  mapProps: (xProps) => ({ ...mapTextareaProps(xProps) }),
  ruleKinds: TEXTAREA_RULE_KINDS,
  emptyValue: () => '',
  commitValue: commitTextarea,
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** TEXTAREA: the props of its edit component (what `mapProps` fills). */
    TEXTAREA: ComponentProps<typeof TextareaField>;
  }
}
