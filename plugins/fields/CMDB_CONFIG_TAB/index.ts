// CMDB_CONFIG_TAB (the CIs linked to the ticket on its CI tab, /tab/listCi/backfill; read-only, value their ids).
// The page gives the form's ticket with CmdbFormProvider (without one the field shows '--').
export { cmdbConfigTabField } from './definition';
export { TabCiField, TabCiReadPretty, type TabCiFieldProps } from './TabCiList';
export * from './normalize';
export { CmdbFormProvider, useCmdbFormContext, type CmdbFormContextValue } from '../shared/cmdb/context';
