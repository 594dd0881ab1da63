import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { SelectField } from './SelectField';
import { SelectReadPretty } from './SelectReadPretty';
import { mapSelectProps, SELECT_RULE_KINDS } from './normalize';

/** SELECT (single select): a popup picker with search and clear. */
export const selectField: ReactFieldDefinition = defineFieldType({
  type: 'SELECT',
  valueKind: 'single',
  component: SelectField,
  readPretty: SelectReadPretty,
  mapProps: (xProps) => ({ ...mapSelectProps(xProps) }),
  ruleKinds: SELECT_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** SELECT: the props of its edit component (what `mapProps` fills). */
    SELECT: ComponentProps<typeof SelectField>;
  }
}
