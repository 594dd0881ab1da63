import { memo, useId } from 'react';
import { AppLink, useDates, useT } from '@react';
import { RichTextView } from '../../fields/RICH_TEXT';
import { FileList } from '../../fields/UPLOAD';
import { isLongReply, replyDocumentPath, type Reply } from './model';

/**
 * One reply: author, time, the text sanitised (RICH_TEXT's view: DOMPurify, loaded on first use; plain text until
 * then), a long one folded with a link to its full text on /richText, and its files (open to preview or download).
 */
export const ReplyItem = memo(function ReplyItem({ reply }: { reply: Reply }) {
  const t = useT();
  const dates = useDates();
  const author = reply.authorName || t('replyTab.unknownAuthor');
  const long = isLongReply(reply.html);
  const headId = useId();
  return (
    <article className="sd-reply" aria-labelledby={headId} data-testid="reply" data-reply-id={reply.id}>
      <header className="sd-reply__head" id={headId}>
        <span className="sd-reply__author" data-testid="reply-author">
          {author}
        </span>
        {reply.time !== undefined ? (
          <time className="sd-reply__time" dateTime={new Date(reply.time).toISOString()} data-testid="reply-time">
            {dates.exact(reply.time)}
          </time>
        ) : null}
      </header>
      <div className={long ? 'sd-reply__text sd-reply__text--folded' : 'sd-reply__text'} data-testid="reply-text">
        <RichTextView html={reply.html} />
      </div>
      {long && reply.workOrderId ? (
        <AppLink className="sd-reply__more" to={replyDocumentPath(reply.workOrderId, reply.id)} aria-label={t('replyTab.readFullOf', { name: author })} data-testid="reply-read-full">
          {t('replyTab.readFull')}
        </AppLink>
      ) : null}
      {reply.files.length > 0 ? (
        <div className="sd-reply__files" role="group" aria-label={t('replyTab.attachments')} data-testid="reply-files">
          <FileList files={reply.files} layout="list" />
        </div>
      ) : null}
    </article>
  );
});
