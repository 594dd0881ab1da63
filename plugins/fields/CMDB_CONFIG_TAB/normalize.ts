import { str } from '../shared/props';
import { toCiIds } from '../shared/cmdb/model';

/** Props CMDB_CONFIG_TAB takes from its x-props. */
export interface CmdbConfigTabMappedProps {
  /** The CI tab whose linked CIs are listed (`x-props.tabId`). */
  tabId?: string;
}

/** x-props → props: the tab id. */
export function mapCmdbConfigTabProps(xProps: Readonly<Record<string, unknown>>): CmdbConfigTabMappedProps {
  const tabId = str(xProps.tabId);
  return tabId ? { tabId } : {};
}

/** The submitted value: the linked CIs' ids. */
export function commitCiIds(value: unknown): string[] {
  return toCiIds(value);
}
