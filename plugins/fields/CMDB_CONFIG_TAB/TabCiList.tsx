import { useEffect } from 'react';
import { textLang } from '@core';
import { RequestBoundary, useRequest } from '@react';
import { useFieldEnv } from '../shared/field-env';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldEditProps, FieldReadProps } from '../shared/types';
import { useCmdbFormContext } from '../shared/cmdb/context';
import { fetchBackfill, sameIds, toCiIds, type CiSummary } from '../shared/cmdb/model';
import type { CmdbConfigTabMappedProps } from './normalize';
import '../shared/cmdb/cmdb.css';

/** Props of {@link TabCiField}. */
export interface TabCiFieldProps extends FieldEditProps<string[]>, CmdbConfigTabMappedProps {}

/** Props of {@link TabCiList}. */
interface TabCiListProps extends CmdbConfigTabMappedProps {
  /** Told the linked CIs once they are loaded (the edit component keeps its value in step). */
  onLoaded?: (cis: readonly CiSummary[]) => void;
}

/**
 * The CIs linked to the form's ticket in the CI tab `tabId` (`/tab/listCi/backfill`): name, code and model of each;
 * '--' when there is no ticket (a form not saved yet) or no tab, or nothing is linked; the failure with Retry.
 */
function TabCiList({ tabId, onLoaded }: TabCiListProps) {
  const { t, language } = useFieldEnv();
  const { workOrderId } = useCmdbFormContext();
  const enabled = Boolean(tabId && workOrderId);
  const linked = useRequest((signal, rt) => fetchBackfill(rt.request, tabId ?? '', workOrderId ?? '', { signal }), [tabId, workOrderId], { enabled });
  useEffect(() => {
    if (linked.data && !linked.loading) onLoaded?.(linked.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linked.data, linked.loading]);
  if (!enabled) return <ReadOnlyText />;
  return (
    <RequestBoundary request={linked} isEmpty={(cis) => cis.length === 0} empty={{ title: t('cmdbField.noCis') }} errorTitle={t('cmdbField.loadFailed')} skeletonRows={2} testId="ci-tab-field-state">
      {(cis) => (
        <ul className="sd-cmdb-linked" aria-label={t('cmdbField.linkedCount', { count: cis.length })} data-testid="ci-tab-field">
          {cis.map((ci) => (
            <li key={ci.ciId} className="sd-cmdb-linked-item" data-ci-id={ci.ciId} data-testid="ci-tab-field-item">
              <span lang={textLang(ci.ciName, language)}>{ci.ciName}</span>
              <span className="sd-cmdb-linked-meta">{[ci.code ? t('cmdbField.code', { code: ci.code }) : '', ci.modelName].filter(Boolean).join(' · ')}</span>
            </li>
          ))}
        </ul>
      )}
    </RequestBoundary>
  );
}

/**
 * CMDB_CONFIG_TAB in a form: the linked CIs (read-only: they are linked on the ticket's CI tab), and the value kept
 * equal to their ids, so the form submits what the server expects.
 */
export function TabCiField({ tabId, value, onChange }: TabCiFieldProps) {
  const current = toCiIds(value);
  return (
    <TabCiList
      tabId={tabId}
      onLoaded={(cis) => {
        const ids = cis.map((ci) => ci.ciId);
        if (!sameIds(ids, current)) onChange?.(ids);
      }}
    />
  );
}

/** CMDB_CONFIG_TAB read-only: the same list, the value left as it is. */
export function TabCiReadPretty({ tabId }: FieldReadProps<unknown> & CmdbConfigTabMappedProps) {
  return <TabCiList tabId={tabId} />;
}
