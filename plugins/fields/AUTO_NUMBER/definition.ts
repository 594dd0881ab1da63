import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { AutoNumberField } from './AutoNumberField';
import { AutoNumberReadPretty } from './AutoNumberReadPretty';
import { AUTO_NUMBER_RULE_KINDS, mapAutoNumberProps } from './normalize';

/** AUTO_NUMBER: the number the server generated for the record (read-only). */
export const autoNumberField: ReactFieldDefinition = defineFieldType({
  type: 'AUTO_NUMBER',
  valueKind: 'single',
  component: AutoNumberField,
  readPretty: AutoNumberReadPretty,
  mapProps: (xProps) => ({ ...mapAutoNumberProps(xProps) }),
  ruleKinds: AUTO_NUMBER_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** AUTO_NUMBER: the props of its edit component (what `mapProps` fills). */
    AUTO_NUMBER: ComponentProps<typeof AutoNumberField>;
  }
}
