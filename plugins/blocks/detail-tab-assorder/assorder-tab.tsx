import { useId, useRef, useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { sendUrge } from '@core/buttons';
import { RequestBoundary, useConfirm, useDates, usePagedRequest, useRequest, useRuntime, useT } from '@react';
import { AppLink } from '@react/link';
import { EmptyState } from '@react/feedback';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { useSearch } from '@react/hooks/use-search';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { isSettled, readPage, ticketRoutes } from '../ticket-shared/model';
import { TicketHead } from '../ticket-shared/ticket-head';
import { SearchBox } from '../shared/search-box';
import { readLinkPermission } from '../ticket-shared/link-order';
import { assorderPaths, isSaved, linksQuery, readLinkRow, searchAssorderRoute, type LinkRow } from './model';
import { assorderTabTexts } from './locales';
import '../shared/ticket-list.css';
import './assorder-tab.css';

/** The tab's texts, added when it first renders (they load with its code). */
const LOCALES = { assorderTab: assorderTabTexts };

const keyOf = (row: LinkRow) => row.linkId;
const nameOf = (row: LinkRow) => [row.preNum, row.title].filter(Boolean).join(' ');

/**
 * The associated-tickets tab: the ticket's links (10 a page, load more) with a search on the other ticket's number
 * or title; each row opens the other ticket. With the link permission (`linkOrder/checkPermission`) the user may
 * link more tickets (the /searchAssorder screen; the ticket must be saved first), unlink (asked first) and urge.
 */
export default function AssorderTab({ detail }: DetailTabProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  const ids = useId();
  const { workOrderId, version, mdlDefCode } = detail;
  const { search, bind } = useSearch();
  const [nonce, setNonce] = useState(0);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [confirm, confirmDialog] = useConfirm();
  const heading = useRef<HTMLHeadingElement>(null);
  const saved = isSaved(detail);

  // Without an answer (loading, failed) the user gets no link, unlink or urge buttons: the server would refuse them.
  const permission = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', assorderPaths.permission(workOrderId)), { signal, silent: true }).then(readLinkPermission),
    [workOrderId, version],
    { enabled: saved },
  );
  const allowed = saved && permission.data === true && !permission.error;

  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', assorderPaths.links), { params: linksQuery(workOrderId, pageNum, search), signal, silent: true })
        .then((data) => readPage(data, (record) => readLinkRow(record, rt.config.timeZoneOffset))),
    [workOrderId, version, search, nonce],
    // A ticket not on the server yet has no links to ask for.
    { keyOf, immediate: saved },
  );
  const loadMore = () => void pages.loadMore().catch(() => undefined);

  const unlink = async (row: LinkRow) => {
    if (busy) return;
    const yes = await confirm({ content: t('assorderTab.unlinkConfirm', { name: nameOf(row) }), confirmText: t('assorderTab.unlink'), cancelText: t('common.cancel') });
    if (!yes) return;
    setBusy(row.linkId);
    try {
      await runtime.request.post(runtime.request.path('business', assorderPaths.unbind), { linkId: row.linkId });
      runtime.bus.emit('toast:show', { type: 'success', message: t('assorderTab.unlinked') });
      setNonce((n) => n + 1);
      heading.current?.focus();
    } catch {
      // The request client's error toast says why; the link stays.
    } finally {
      setBusy(undefined);
    }
  };

  // As the URGE action does: a 10-minute cooldown per user and ticket, remembered in storage.
  const urge = async (row: LinkRow) => {
    if (busy) return;
    setBusy(row.linkId);
    try {
      const sent = await sendUrge(runtime, row.workOrderId);
      runtime.bus.emit('toast:show', sent === 'sent' ? { type: 'success', message: t('actions.toast.URGE') } : { type: 'error', message: t('actions.errors.urgeTooSoon') });
    } catch {
      // The request client's error toast (e.g. the server's own cooldown) says why.
    } finally {
      setBusy(undefined);
    }
  };

  const linkControl = !saved ? (
    // Not on the server yet: nothing can point at it (spec §7 "a ticket must be submitted or saved as a draft").
    <Button
      size="small"
      color="primary"
      fill="outline"
      className="sd-assorder-link"
      onClick={() => runtime.bus.emit('toast:show', { type: 'info', message: t('assorderTab.saveFirst') })}
      data-testid="assorder-link"
    >
      <AddOutline aria-hidden="true" /> {t('assorderTab.link')}
    </Button>
  ) : allowed ? (
    <AppLink to={searchAssorderRoute(workOrderId, mdlDefCode)} className="adm-button adm-button-primary adm-button-fill-outline adm-button-small sd-assorder-link" data-testid="assorder-link">
      <AddOutline aria-hidden="true" /> {t('assorderTab.link')}
    </AppLink>
  ) : null;

  const boundary = {
    loading: !pages.loaded && !pages.error,
    data: pages.loaded ? pages.items : undefined,
    // A failed later page keeps its rows with a retry below them; only a first page that failed shows the failure.
    error: pages.items.length ? undefined : pages.error,
    reload: loadMore,
  };

  return (
    <div className="sd-assorder" data-testid="assorder-tab">
      <div className="sd-assorder-head">
        <h2 className="sd-assorder-heading" id={`${ids}-heading`} ref={heading} tabIndex={-1} aria-label={pages.loaded ? t('assorderTab.headingCount', { count: pages.total }) : undefined}>
          {t('assorderTab.heading')}
          {pages.loaded && pages.total > 0 ? <span className="sd-count">{pages.total}</span> : null}
        </h2>
        {linkControl}
      </div>
      <SearchBox
        className="sd-assorder-search"
        label={t('assorderTab.searchLabel')}
        placeholder={t('assorderTab.searchPlaceholder')}
        clearLabel={t('assorderTab.clearSearch')}
        bind={bind}
        testId="assorder-search"
      />
      {!saved ? (
        <EmptyState title={t('assorderTab.empty')} description={t('assorderTab.saveFirst')} />
      ) : (
        <RequestBoundary
          request={boundary}
          keepPreviousData
          isEmpty={(rows) => rows.length === 0}
          empty={{ title: search ? t('assorderTab.noMatch') : t('assorderTab.empty') }}
          errorTitle={t('assorderTab.loadFailed')}
          testId="assorder-state"
        >
          {(rows) => (
            <>
              <ul className="sd-assorder-list" aria-labelledby={`${ids}-heading`} data-testid="assorder-list">
                {rows.map((row) => {
                  const rowId = `${ids}-${row.linkId}`;
                  const by = row.linkedByName && row.linkedTime !== undefined ? t('assorderTab.linkedBy', { name: row.linkedByName, time: dates.exact(row.linkedTime) }) : '';
                  return (
                    <li key={row.linkId} className="sd-assorder-row" data-testid="assorder-row" data-link-id={row.linkId} data-work-order-id={row.workOrderId}>
                      <AppLink to={ticketRoutes.detail(row.workOrderId)} className="sd-assorder-row__link" aria-labelledby={`${rowId}-title`} aria-describedby={`${rowId}-desc`} data-testid="assorder-open">
                        <TicketHead idPrefix={rowId} title={row.title || row.preNum} dataStatus={row.dataStatus} />
                        <span className="sd-ticket-meta" id={`${rowId}-desc`}>
                          {row.preNum ? <span className="sd-ticket-no">{row.preNum}</span> : null}
                          <Tag color="primary" fill="outline" data-testid="assorder-type">
                            {t('assorderTab.linkType', { name: row.linkTypeName })}
                          </Tag>
                          {by ? <span>{by}</span> : null}
                        </span>
                      </AppLink>
                      {allowed ? (
                        <div className="sd-assorder-row__actions">
                          {!isSettled(row.dataStatus) ? (
                            <Button size="small" fill="none" className="sd-assorder-action" aria-label={t('assorderTab.urgeLabel', { name: nameOf(row) })} disabled={busy !== undefined} onClick={() => void urge(row)} data-testid="assorder-urge">
                              {t('assorderTab.urge')}
                            </Button>
                          ) : null}
                          <Button size="small" fill="none" color="danger" className="sd-assorder-action" aria-label={t('assorderTab.unlinkLabel', { name: nameOf(row) })} disabled={busy !== undefined} onClick={() => void unlink(row)} data-testid="assorder-unlink">
                            {t('assorderTab.unlink')}
                          </Button>
                        </div>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
              {pages.error ? (
                <Button block fill="none" size="small" onClick={loadMore} data-testid="assorder-retry">
                  {t('assorderTab.loadFailed')}
                </Button>
              ) : pages.hasMore ? (
                <Button block fill="none" size="small" className="sd-assorder-more" loading={pages.loading} loadingText={t('assorderTab.loadMore')} aria-busy={pages.loading || undefined} onClick={loadMore} data-testid="assorder-more">
                  {t('assorderTab.loadMore')}
                </Button>
              ) : null}
            </>
          )}
        </RequestBoundary>
      )}
      {confirmDialog}
    </div>
  );
}

