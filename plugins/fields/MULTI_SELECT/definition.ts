import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { MultiSelectField } from './MultiSelectField';
import { MultiSelectReadPretty } from './MultiSelectReadPretty';
import { mapMultiSelectProps, MULTI_SELECT_RULE_KINDS } from './normalize';
import { multiSelectTexts } from './locales';

/** MULTI_SELECT (multi-level dropdown): a tree of options, value = the selected ids. */
export const multiSelectField: ReactFieldDefinition = defineFieldType({
  type: 'MULTI_SELECT',
  valueKind: 'multi',
  // The multi-level dropdown: its options form a tree.
  treeOptions: true,
  locales: { multiSelect: multiSelectTexts },
  component: MultiSelectField,
  readPretty: MultiSelectReadPretty,
  mapProps: (xProps) => ({ ...mapMultiSelectProps(xProps) }),
  ruleKinds: MULTI_SELECT_RULE_KINDS,
  emptyValue: () => [],
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** MULTI_SELECT: the props of its edit component (what `mapProps` fills). */
    MULTI_SELECT: ComponentProps<typeof MultiSelectField>;
  }
}
