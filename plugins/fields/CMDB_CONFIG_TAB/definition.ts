import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { cmdbFieldTexts } from '../shared/cmdb/locales';
import { commitCiIds, mapCmdbConfigTabProps } from './normalize';
import { TabCiField, TabCiReadPretty } from './TabCiList';

/** CMDB_CONFIG_TAB (the CIs linked on the ticket's CI tab, read-only): the value is their ids. */
export const cmdbConfigTabField: ReactFieldDefinition = defineFieldType({
  type: 'CMDB_CONFIG_TAB',
  valueKind: 'multi',
  locales: { cmdbField: cmdbFieldTexts },
  component: TabCiField,
  readPretty: TabCiReadPretty,
  mapProps: (xProps) => ({ ...mapCmdbConfigTabProps(xProps) }),
  ruleKinds: [],
  emptyValue: () => [],
  commitValue: (value) => commitCiIds(value),
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** CMDB_CONFIG_TAB: the props of its edit component (what `mapProps` fills). */
    CMDB_CONFIG_TAB: ComponentProps<typeof TabCiField>;
  }
}
