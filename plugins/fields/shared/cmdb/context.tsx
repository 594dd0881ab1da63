// What the configuration-item fields take from the page around the form: the ticket the form belongs to.
// CMDB_CONFIG_TAB lists the CIs linked to that ticket's CI tab; a form without a ticket (create) shows none.
import { createContext, useContext, type ReactNode } from 'react';

/** The ticket of the form, for CMDB_CONFIG_TAB's `/tab/listCi/backfill`. */
export interface CmdbFormContextValue {
  /** The ticket's id; absent on a form not saved yet. */
  workOrderId?: string;
}

const CmdbFormContext = createContext<CmdbFormContextValue>({});

/**
 * Gives the configuration-item fields below it the ticket of the form (the detail page wraps its SchemaForm).
 * @example <CmdbFormProvider value={{ workOrderId: detail.workOrderId }}><SchemaForm ... /></CmdbFormProvider>
 */
export function CmdbFormProvider({ value, children }: { value: CmdbFormContextValue; children: ReactNode }) {
  return <CmdbFormContext.Provider value={value}>{children}</CmdbFormContext.Provider>;
}

/** The ticket of the form (none outside a {@link CmdbFormProvider}). */
export function useCmdbFormContext(): CmdbFormContextValue {
  return useContext(CmdbFormContext);
}
