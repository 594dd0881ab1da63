import { Button, List, Tag } from 'antd-mobile';
import { useDates, usePagedRequest, useRuntime, useT } from '@react';
import { readDraft, readPage, ticketPaths, ticketRoutes, type DraftRecord } from '../ticket-shared/model';
import { DRAFT_PAGE_SIZE, draftQuery } from './model';
import type { DraftListProps } from './props';
import './draft-list.css';

export type { DraftListProps } from './props';

/** "My drafts": the user's saved drafts, newest first; a tap reopens one on the create page. Hidden while there are none. */
export default function DraftList({ pageSize = DRAFT_PAGE_SIZE }: DraftListProps) {
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', ticketPaths.workOrderList), draftQuery(pageNum, pageSize), { signal, silent: true })
        .then((data) => readPage(data, (record) => readDraft(record, rt.config.timeZoneOffset))),
    [pageSize],
    { keyOf: (draft: DraftRecord) => draft.workOrderId },
  );
  const { items: drafts, total, error } = pages;
  // A failed page keeps its inline retry; a retry or "more" that fails again stays here (no toast: the call is silent).
  const loadMore = () => void pages.loadMore().catch(() => undefined);

  if (!error && drafts.length === 0) return null;
  const now = Date.now();
  /** When a draft was last saved, in the list's date display (configured zone). */
  const savedAt = (draft: DraftRecord): string => {
    const ms = draft.updatedTime ?? draft.createdTime;
    return ms === undefined ? '' : dates.relative(ms, now);
  };
  return (
    <section className="sd-drafts" data-testid="draft-list" aria-label={t('tickets.drafts.title')}>
      <div className="sd-drafts-title">
        {t('tickets.drafts.title')}
        {total > 0 && <span className="sd-drafts-count">{total}</span>}
      </div>
      {drafts.length > 0 && (
        <List className="sd-drafts-list">
          {drafts.map((draft) => (
            <List.Item
              key={draft.workOrderId}
              onClick={() => runtime.bus.emit('router:navigate', { to: ticketRoutes.draft(draft.workOrderId) })}
              description={[draft.processName, savedAt(draft)].filter(Boolean).join(' · ')}
              data-testid="draft-row"
              data-draft-id={draft.workOrderId}
            >
              <span className="sd-drafts-row-title">
                <Tag color="default" fill="outline">
                  {t('tickets.create.draftTag')}
                </Tag>
                <span>{draft.title || t('tickets.drafts.untitled')}</span>
              </span>
            </List.Item>
          ))}
        </List>
      )}
      {error ? (
        <Button block fill="none" size="small" onClick={loadMore} data-testid="draft-retry">
          {t('tickets.drafts.loadFailed')}
        </Button>
      ) : drafts.length < total ? (
        <Button block fill="none" size="small" loading={pages.loading} onClick={loadMore} data-testid="draft-more">
          {t('tickets.drafts.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
