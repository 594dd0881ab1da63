import { useId } from 'react';
import { List, Tag } from 'antd-mobile';
import { LoadMore, useDates, usePagedRequest, useT } from '@react';
import { LinkItem } from '../shared/link-item';
import { readDraft, readPage, ticketPaths, ticketRoutes, type DraftRecord } from '../ticket-shared/model';
import { DRAFT_PAGE_SIZE, draftQuery } from './model';
import type { DraftListProps } from './props';
import '../shared/ticket-list.css';
import './draft-list.css';

export type { DraftListProps } from './props';

/** A draft: a link to the create page, named "draft: <title>", described by its workflow and save time. */
function DraftRow({ draft, savedAt }: { draft: DraftRecord; savedAt: string }) {
  const t = useT();
  const id = useId();
  const description = [draft.processName, savedAt].filter(Boolean).join(' · ');
  return (
    <LinkItem
      to={ticketRoutes.draft(draft.workOrderId)}
      description={description ? <span id={`${id}-description`}>{description}</span> : undefined}
      aria-describedby={description ? `${id}-description` : undefined}
      aria-labelledby={`${id}-title`}
      data-testid="draft-row"
      data-draft-id={draft.workOrderId}
    >
      <span className="sd-drafts-row-title" id={`${id}-title`}>
        <Tag color="default" fill="outline">
          {t('tickets.create.draftTag')}
        </Tag>
        <span>{draft.title || t('tickets.drafts.untitled')}</span>
      </span>
    </LinkItem>
  );
}

/** "My drafts": the user's saved drafts, newest first; a tap reopens one on the create page. Hidden while there are none. */
export default function DraftList({ pageSize = DRAFT_PAGE_SIZE }: DraftListProps) {
  const t = useT();
  const dates = useDates();
  const headingId = useId();
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', ticketPaths.workOrderList), draftQuery(pageNum, pageSize), { signal, silent: true })
        .then((data) => readPage(data, (record) => readDraft(record, rt.config.timeZoneOffset))),
    [pageSize],
    { keyOf: (draft: DraftRecord) => draft.workOrderId },
  );
  const { items: drafts, total, error } = pages;

  // A failed page keeps its inline retry in the footer (no toast: the call is silent).
  if (!error && drafts.length === 0) return null;
  const now = Date.now();
  /** When a draft was last saved, in the list's date display (configured zone). */
  const savedAt = (draft: DraftRecord): string => {
    const ms = draft.updatedTime ?? draft.createdTime;
    return ms === undefined ? '' : dates.relative(ms, now);
  };
  return (
    <section className="sd-drafts" data-testid="draft-list" aria-labelledby={headingId}>
      <h2
        className="sd-drafts-title"
        id={headingId}
        aria-label={total > 0 ? t('tickets.drafts.titleCount', { title: t('tickets.drafts.title'), count: total }) : undefined}
      >
        {t('tickets.drafts.title')}
        {total > 0 && <span className="sd-count">{total}</span>}
      </h2>
      {drafts.length > 0 && (
        <List className="sd-drafts-list">
          {drafts.map((draft) => (
            <DraftRow key={draft.workOrderId} draft={draft} savedAt={savedAt(draft)} />
          ))}
        </List>
      )}
      <LoadMore pages={pages} label={t('tickets.drafts.loadMore')} failedLabel={t('tickets.drafts.loadFailed')} testId="draft" />
    </section>
  );
}
