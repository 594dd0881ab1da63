import { useId, useMemo, useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { ErrorPage, LoadMore, RequestBoundary, useDates, usePagedRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { richTextPlainText } from '../../fields/RICH_TEXT';
import { LinkItem } from '../shared/link-item';
import { ANNOUNCEMENT_CATEGORY, loadListPage, markAllRead, messageRoutes, type MessageItem } from './model';
import type { MessageCenterListProps } from './props';
import { MESSAGE_CENTER_LOCALES, useCategoryName } from './texts';
import './message-center.css';

export type { MessageCenterListProps } from './props';

const DEFAULT_PAGE_SIZE = 10;

/** A row: unread dot and bold title, a line of text, the time; opens the detail. */
function MessageRow({ item, read, time }: { item: MessageItem; read: boolean; time: string }) {
  const t = useT();
  const id = useId();
  // Announcements carry their rich text: its text (an inert parse, nothing of the markup reaches the page).
  const excerpt = useMemo(() => item.summary || richTextPlainText(item.content).replace(/\s+/g, ' '), [item.summary, item.content]);
  return (
    <LinkItem
      to={messageRoutes.detail(item.id, item.type)}
      className={read ? 'sd-message-row' : 'sd-message-row sd-message-row--unread'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      description={
        <span id={`${id}-description`} className="sd-message-row-description">
          <span className="sd-message-row-excerpt">{excerpt}</span>
          <span className="sd-message-row-time">{[item.source, time].filter(Boolean).join(' · ')}</span>
        </span>
      }
      data-testid="message-row"
      data-row-key={item.id}
      data-read={read ? 'true' : 'false'}
    >
      <span className="sd-message-row-title" id={`${id}-title`}>
        {read ? null : (
          <span className="sd-message-dot">
            <span className="sd-visually-hidden">{t('messageCenter.unread')}: </span>
          </span>
        )}
        {item.title}
      </span>
    </LinkItem>
  );
}

/** /messageCenterList?category=: a category's messages (or the announcements), newest first, with "mark all read". */
export default function MessageCenterList({ pageSize = DEFAULT_PAGE_SIZE }: MessageCenterListProps) {
  usePluginTexts(MESSAGE_CENTER_LOCALES);
  const t = useT();
  const [params] = useSearchParams();
  const category = (params.get('category') ?? '').trim();
  if (!category) {
    return (
      <div className="sd-messages" data-testid="message-list-missing">
        <ErrorPage type="empty" description={t('messageCenter.missing')} />
      </div>
    );
  }
  return <CategoryList key={category} category={category} pageSize={pageSize} />;
}

function CategoryList({ category, pageSize }: { category: string; pageSize: number }) {
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  const categoryName = useCategoryName();
  const headingId = useId();
  const [unreadCount, setUnreadCount] = useState<number | undefined>(undefined);
  const [allRead, setAllRead] = useState(false);
  const [marking, setMarking] = useState(false);
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      loadListPage(rt.request, category, pageNum, pageSize, { signal, timeZoneOffset: rt.config.timeZoneOffset }).then((page) => {
        if (pageNum === 1) setUnreadCount(page.unreadCount);
        return page;
      }),
    [category, pageSize],
    { keyOf: (item: MessageItem) => item.id },
  );
  const unread = allRead ? 0 : (unreadCount ?? 0);
  const type = category === ANNOUNCEMENT_CATEGORY ? 'announcement' : 'message';

  const markAll = async () => {
    setMarking(true);
    try {
      const ids = await markAllRead(runtime.request, category);
      setAllRead(true);
      runtime.bus.emit('messages:read', { kind: type, ids, ...(type === 'message' ? { category } : {}) });
      runtime.bus.emit('toast:show', { type: 'success', message: t('messageCenter.markedAllRead') });
    } catch {
      // The request client has shown why.
    } finally {
      setMarking(false);
    }
  };

  const now = Date.now();
  // A later page's failure keeps the rows with an inline retry; the first page's shows the boundary's error screen.
  const boundary = { loading: pages.loading && !pages.loaded, data: pages.loaded ? pages.items : undefined, error: pages.loaded ? undefined : pages.error, reload: () => void pages.loadMore().catch(() => undefined) };
  return (
    <section className="sd-messages" aria-labelledby={headingId} data-testid="message-list" data-category={category}>
      <div className="sd-message-list-head">
        <h2 className="sd-messages-heading" id={headingId}>
          {categoryName(category)}
          {unread > 0 ? <span className="sd-message-list-count">{t('messageCenter.unreadCount', { count: unread })}</span> : null}
        </h2>
        <Button size="small" fill="outline" color="primary" disabled={unread === 0 || marking} loading={marking} onClick={() => void markAll()} data-testid="message-mark-all">
          {t('messageCenter.markAllRead')}
        </Button>
      </div>
      <RequestBoundary
        request={boundary}
        isEmpty={(rows) => rows.length === 0}
        empty={{ description: t('messageCenter.empty') }}
        errorTitle={t('messageCenter.loadFailed')}
        testId="message-list"
      >
        {(rows) => (
          <>
            <List className="sd-messages-list">
              {rows.map((item) => (
                <MessageRow key={item.id} item={item} read={allRead || item.isRead} time={item.time === undefined ? '' : dates.relative(item.time, now)} />
              ))}
            </List>
            <LoadMore pages={pages} label={t('messageCenter.loadMore')} failedLabel={t('messageCenter.loadMoreFailed')} testId="message-list" />
          </>
        )}
      </RequestBoundary>
    </section>
  );
}
