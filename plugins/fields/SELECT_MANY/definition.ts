import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { SelectManyField } from './SelectManyField';
import { SelectManyReadPretty } from './SelectManyReadPretty';
import { mapSelectManyProps, SELECT_MANY_RULE_KINDS } from './normalize';

/** SELECT_MANY (multi select): a popup picker with search, select-all with count, selected-items popup. */
export const selectManyField: ReactFieldDefinition = defineFieldType({
  type: 'SELECT_MANY',
  valueKind: 'multi',
  component: SelectManyField,
  readPretty: SelectManyReadPretty,
  mapProps: (xProps) => ({ ...mapSelectManyProps(xProps) }),
  ruleKinds: SELECT_MANY_RULE_KINDS,
  emptyValue: () => [],
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** SELECT_MANY: the props of its edit component (what `mapProps` fills). */
    SELECT_MANY: ComponentProps<typeof SelectManyField>;
  }
}
