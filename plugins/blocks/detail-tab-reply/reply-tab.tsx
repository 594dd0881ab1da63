import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import { RequestBoundary, usePagedRequest, useRequest, useT, type RequestBoundaryState } from '@react';
import { rowRange, useRowBand } from '@react/hooks/use-row-band';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { richTextTexts } from '../../fields/RICH_TEXT';
import { uploadTexts } from '../../fields/UPLOAD';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { ReplyComposer } from './composer';
import { replyTabTexts } from './locales';
import { mergeReplies, readReplyList, readReplyPage, REPLY_PAGE_SIZE, replyPageQuery, replyPaths, type Reply } from './model';
import { ReplyItem } from './reply-item';
import './reply-tab.css';

/** The tab's texts, and those of the editor and the uploader it reuses (their fields may not have loaded yet). */
const LOCALES = { replyTab: replyTabTexts, richText: richTextTexts, upload: uploadTexts };

type Mode = 'paged' | 'full';

/**
 * The replies tab (service-desk §2, §3, §7): the composer first (it stays one step from the tab however long the
 * thread is), then the thread newest first, by page of 10 with "Load more", or all of it at once ("All").
 */
export default function ReplyTab({ detail }: DetailTabProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const { workOrderId, version } = detail;
  const [mode, setMode] = useState<Mode>('paged');
  // Replies the user sent here, shown at once above the loaded ones (newest first).
  const [added, setAdded] = useState<Reply[]>([]);
  const onSent = useCallback((reply: Reply) => setAdded((before) => [reply, ...before]), []);
  return (
    <div className="sd-reply-tab" data-testid="reply-tab">
      <ReplyComposer workOrderId={workOrderId} onSent={onSent} />
      <div className="sd-reply-modes" role="group" aria-label={t('replyTab.modes')}>
        {(['paged', 'full'] as const).map((key) => (
          <button key={key} type="button" className="sd-reply-modes__button" aria-pressed={mode === key} onClick={() => setMode(key)} data-testid={`reply-mode-${key}`}>
            {t(`replyTab.${key}`)}
          </button>
        ))}
      </div>
      {mode === 'paged' ? <PagedReplies workOrderId={workOrderId} version={version} added={added} /> : <FullReplies workOrderId={workOrderId} version={version} added={added} />}
    </div>
  );
}

interface ThreadProps {
  workOrderId: string;
  version: number | undefined;
  added: readonly Reply[];
}

/** Rows from which the list is windowed (a long page list, the whole thread). */
const WINDOW_FROM = 30;
/** Height of a reply not measured yet (author line, two lines of text, margins). */
const REPLY_HEIGHT_ESTIMATE = 120;
/** Windowing needs a DOM that lays out (not jsdom, which has no IntersectionObserver either). */
const canWindow = () => typeof IntersectionObserver === 'function' && typeof ResizeObserver === 'function';

/** A rendered reply's row, measured while it is in the page. */
function ReplyRow({ reply, sizes }: { reply: Reply; sizes: ResizeObserver | undefined }) {
  const row = useRef<HTMLLIElement>(null);
  useLayoutEffect(() => {
    const element = row.current;
    if (!sizes || !element) return undefined;
    sizes.observe(element);
    return () => sizes.unobserve(element);
  }, [sizes]);
  return (
    <li ref={row} className="sd-reply-list__item" data-row-key={reply.id}>
      <ReplyItem reply={reply} />
    </li>
  );
}

/**
 * The replies as a list (newest first) with their count. A long list is windowed (`useRowBand`): only the replies
 * within a screen of the viewport are in the page, two spacers stand for the others (measured: the whole 200-reply
 * thread took 0.7 s to render in jsdom, sanitising included, where the window renders about a dozen).
 */
function ReplyList({ replies, total }: { replies: readonly Reply[]; total: number }) {
  const t = useT();
  const box = useRef<HTMLOListElement>(null);
  const [heights] = useState(() => new Map<string, number>());
  const [sizes] = useState(() =>
    canWindow()
      ? new ResizeObserver((entries) => {
          for (const entry of entries) {
            const key = (entry.target as HTMLElement).dataset.rowKey;
            const height = entry.borderBoxSize?.[0]?.blockSize ?? entry.contentRect.height;
            // The row's margin (8 px below) belongs to its share of the list.
            if (key && height > 0) heights.set(key, height + 8);
          }
        })
      : undefined,
  );
  useEffect(() => () => sizes?.disconnect(), [sizes]);
  const band = useRowBand(box, {
    enabled: sizes !== undefined && replies.length > WINDOW_FROM,
    // Until measured: the first screens (the list opens at its top), never all of it at once.
    initial: () => {
      const view = window.innerHeight || 844;
      return { top: -view, bottom: 2 * view };
    },
  });
  const range = rowRange(
    replies.map((reply) => heights.get(reply.id) ?? REPLY_HEIGHT_ESTIMATE),
    band,
  );
  return (
    <>
      <div className="sd-reply-count" data-testid="reply-count">
        {t('replyTab.count', { count: total })}
      </div>
      <ol ref={box} className="sd-reply-list" aria-label={t('replyTab.listLabel')} data-testid="reply-list" data-rows={replies.length}>
        {range.before > 0 ? <li aria-hidden="true" className="sd-reply-list__spacer" style={{ height: range.before }} data-testid="reply-spacer-before" /> : null}
        {replies.slice(range.start, range.end).map((reply) => (
          <ReplyRow key={reply.id} reply={reply} sizes={sizes} />
        ))}
        {range.after > 0 ? <li aria-hidden="true" className="sd-reply-list__spacer" style={{ height: range.after }} data-testid="reply-spacer-after" /> : null}
      </ol>
    </>
  );
}

/** orderReply/pageList, 10 a page, newest first; "Load more" asks for the next page. */
function PagedReplies({ workOrderId, version, added }: ThreadProps) {
  const t = useT();
  const pages = usePagedRequest(
    (pageNum, signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', replyPaths.pageList), { params: replyPageQuery(workOrderId, pageNum, REPLY_PAGE_SIZE), signal, silent: true })
        .then((data) => readReplyPage(data, rt.config.timeZoneOffset)),
    [workOrderId, version],
    { keyOf: (reply) => reply.id },
  );
  const replies = mergeReplies(added, pages.items);
  // Until the first page is there the boundary shows the skeleton or the failure (Retry asks for page 1 again).
  const first: RequestBoundaryState<readonly Reply[]> = {
    loading: pages.loading && !pages.loaded,
    data: pages.loaded ? replies : undefined,
    error: pages.loaded ? undefined : pages.error,
    reload: () => void pages.loadMore().catch(() => undefined),
  };
  const unseenAdded = added.filter((reply) => !pages.items.some((item) => item.id === reply.id)).length;
  return (
    <RequestBoundary request={first} isEmpty={(list) => list.length === 0} empty={{ title: t('replyTab.empty') }} errorTitle={t('replyTab.loadFailed')} testId="reply-state">
      {(list) => (
        <>
          <ReplyList replies={list} total={pages.total + unseenAdded} />
          <div className="sd-reply-more">
            {pages.hasMore ? (
              <Button
                block
                className="sd-reply-more__button"
                fill="outline"
                color={pages.error ? 'danger' : 'primary'}
                loading={pages.loading}
                loadingText={t('replyTab.loadingMore')}
                onClick={() => void pages.loadMore().catch(() => undefined)}
                data-testid="reply-load-more"
              >
                {pages.error ? t('replyTab.loadMoreFailed') : t('replyTab.loadMore')}
              </Button>
            ) : (
              <span className="sd-reply-more__end">{t('replyTab.noMore')}</span>
            )}
          </div>
        </>
      )}
    </RequestBoundary>
  );
}

/** orderReply/list: the whole thread at once, shown newest first like the pages. */
function FullReplies({ workOrderId, version, added }: ThreadProps) {
  const t = useT();
  const request = useRequest(
    (signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', replyPaths.list), { params: { workOrderId }, signal, silent: true })
        .then((data) => readReplyList(data, rt.config.timeZoneOffset).reverse()),
    [workOrderId, version],
  );
  return (
    <RequestBoundary request={request} keepPreviousData isEmpty={(list) => list.length === 0 && added.length === 0} empty={{ title: t('replyTab.empty') }} errorTitle={t('replyTab.loadFailed')} testId="reply-state">
      {(list) => {
        const replies = mergeReplies(added, list);
        return <ReplyList replies={replies} total={replies.length} />;
      }}
    </RequestBoundary>
  );
}

/** What the /richText page reads a reply with (see `loadReplyReader` in index.ts). */
export const replyReader = { readReplyList, replyPaths };
