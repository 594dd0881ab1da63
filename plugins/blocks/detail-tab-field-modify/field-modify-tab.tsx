import { LoadMore, RequestBoundary, useDates, usePagedRequest, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { fieldModifyTabTexts } from './locales';
import { fieldModifyPath, readFieldModifyPage, serverPage, type FieldChange, type FieldModifyRecord } from './model';
import '../ticket-shared/detail-tab.css';
import './field-modify-tab.css';

const keyOf = (record: FieldModifyRecord) => record.id;

/** One changed field: "field: old → new" with the old value struck through; screen readers hear "from old to new". */
function ChangeLine({ change }: { change: FieldChange }) {
  const t = useT();
  const empty = t('fieldModifyTab.emptyValue');
  return (
    <li className="sd-field-modify__change" data-testid="field-change" data-field={change.fieldCode}>
      <span className="sd-visually-hidden">{t('fieldModifyTab.change', { field: change.fieldName, from: change.oldValue || empty, to: change.newValue || empty })}</span>
      <span aria-hidden="true">
        <span className="sd-field-modify__field">{change.fieldName}</span>
        {': '}
        {change.oldValue ? <del className="sd-field-modify__old">{change.oldValue}</del> : <span className="sd-field-modify__empty">{empty}</span>}
        {' → '}
        {change.newValue ? <ins className="sd-field-modify__new">{change.newValue}</ins> : <span className="sd-field-modify__empty">{empty}</span>}
      </span>
    </li>
  );
}

function RecordCard({ record }: { record: FieldModifyRecord }) {
  const t = useT();
  const dates = useDates();
  const time = record.time === undefined ? '' : dates.exact(record.time);
  return (
    <li className="sd-field-modify__record" data-testid="field-modify-record">
      <div className="sd-field-modify__head">
        <span className="sd-field-modify__name">{record.userName}</span>
        {record.actionName ? <span className="sd-field-modify__action">{record.actionName}</span> : null}
      </div>
      <div className="sd-field-modify__meta">
        {record.time !== undefined ? <time dateTime={new Date(record.time).toISOString()}>{time}</time> : null}
        {record.nodeName ? <span>{t('fieldModifyTab.atNode', { node: record.nodeName })}</span> : null}
      </div>
      <ul className="sd-field-modify__changes">
        {record.changes.map((change, index) => (
          <ChangeLine key={`${change.fieldCode}-${index}`} change={change} />
        ))}
      </ul>
    </li>
  );
}

/**
 * The field-modification tab: the 2 newest records first (service-desk §9: page 1 of size 2), "show all" loads the
 * rest in pages of 50; each record says who, when, with which action and at which node, and each field's change.
 */
export default function FieldModifyTab({ detail }: DetailTabProps) {
  usePluginTexts({ fieldModifyTab: fieldModifyTabTexts });
  const t = useT();
  const { workOrderId, version } = detail;
  const pages = usePagedRequest(
    (load, signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', fieldModifyPath(workOrderId)), { params: serverPage(load), signal, silent: true })
        .then((data) => readFieldModifyPage(data, rt.config.timeZoneOffset)),
    [workOrderId, version],
    { keyOf },
  );
  // A later page's failure keeps the records with an inline retry; the first page's shows the boundary's error screen.
  const loadMore = () => void pages.loadMore().catch(() => undefined);
  const boundary = { loading: pages.loading && !pages.loaded, data: pages.loaded ? pages.items : undefined, error: pages.loaded ? undefined : pages.error, reload: loadMore };
  const label = pages.pageCount > 1 ? t('fieldModifyTab.loadMore') : t('fieldModifyTab.showAll', { count: pages.total });
  return (
    <RequestBoundary
      request={boundary}
      isEmpty={(items) => items.length === 0}
      empty={{ title: t('fieldModifyTab.empty') }}
      errorTitle={t('fieldModifyTab.loadFailed')}
      testId="field-modify-state"
    >
      {(items) => (
        <div className="sd-field-modify" data-testid="field-modify">
          <ul className="sd-field-modify__list" aria-label={t('fieldModifyTab.listLabel', { count: pages.total })}>
            {items.map((record) => (
              <RecordCard key={record.id} record={record} />
            ))}
          </ul>
          <LoadMore className="sd-tab-more" pages={pages} label={label} failedLabel={t('fieldModifyTab.loadMoreFailed')} testId="field-modify" />
        </div>
      )}
    </RequestBoundary>
  );
}
