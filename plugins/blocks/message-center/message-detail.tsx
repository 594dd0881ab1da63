import { useEffect, useRef } from 'react';
import { Button } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { ErrorPage, RequestBoundary, useDates, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { isEmptyRichText, RichTextView } from '../../fields/RICH_TEXT';
import { ticketRoutes } from '../ticket-shared/model';
import { detailTypeOf, loadDetail, markRead, type DetailType, type MessageItem } from './model';
import type { MessageDetailProps } from './props';
import { MESSAGE_CENTER_LOCALES } from './texts';
import './message-center.css';

export type { MessageDetailProps } from './props';

/** /messageDetail?id=&type=message|announcement: title, source, time and the sanitised text; marks it read on open. */
export default function MessageDetail(_props: MessageDetailProps) {
  usePluginTexts(MESSAGE_CENTER_LOCALES);
  const t = useT();
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const type = detailTypeOf(params.get('type'));
  const detail = useRequest(
    (signal, rt) => loadDetail(rt.request, id, type, { signal, timeZoneOffset: rt.config.timeZoneOffset }).then((item) => item ?? null),
    [id, type],
    { enabled: id !== '' },
  );
  if (!id) {
    return (
      <div className="sd-messages" data-testid="message-detail-missing">
        <ErrorPage type="empty" description={t('messageCenter.missing')} />
      </div>
    );
  }
  return (
    <RequestBoundary
      request={detail}
      isEmpty={(item) => item === null}
      empty={{ title: t('messageCenter.notFound') }}
      errorTitle={t('messageCenter.detailFailed')}
      testId="message-detail"
      className="sd-messages"
    >
      {(item) => item && <DetailView item={item} type={type} />}
    </RequestBoundary>
  );
}

/** Marks an unread item read once it is shown (silently: a failed mark only leaves it unread), then says so on the bus. */
function useMarkReadOnOpen(item: MessageItem, type: DetailType) {
  const runtime = useRuntime();
  const done = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (item.isRead || done.current === item.id) return;
    done.current = item.id;
    markRead(runtime.request, type, [item.id], { silent: true }).then(
      () => runtime.bus.emit('messages:read', { kind: type, ids: [item.id] }),
      () => undefined,
    );
  }, [runtime, item, type]);
}

function DetailView({ item, type }: { item: MessageItem; type: DetailType }) {
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  useMarkReadOnOpen(item, type);
  const { workOrderId } = item;
  return (
    <article className="sd-messages sd-message-detail" aria-labelledby="sd-message-detail-title" data-testid="message-detail" data-read-before={item.isRead ? 'true' : 'false'}>
      <header className="sd-message-detail-head">
        <h2 className="sd-message-detail-title" id="sd-message-detail-title" data-testid="message-detail-title">
          {item.title}
        </h2>
        <p className="sd-message-detail-meta">
          {item.source ? <span>{type === 'announcement' ? `${t('messageCenter.publisher')}: ${item.source}` : item.source}</span> : null}
          {item.time !== undefined ? (
            <time dateTime={new Date(item.time).toISOString()} data-testid="message-detail-time">
              {dates.exact(item.time)}
            </time>
          ) : null}
        </p>
      </header>
      <div className="sd-message-detail-body" data-testid="message-detail-body">
        {isEmptyRichText(item.content) ? <p>{item.summary}</p> : <RichTextView html={item.content} />}
      </div>
      {workOrderId ? (
        <div className="sd-message-detail-actions">
          <Button block color="primary" onClick={() => runtime.bus.emit('router:navigate', { to: ticketRoutes.detail(workOrderId) })} data-testid="message-open-ticket">
            {item.preNum ? t('messageCenter.openTicket', { preNum: item.preNum }) : t('messageCenter.openTicketPlain')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
