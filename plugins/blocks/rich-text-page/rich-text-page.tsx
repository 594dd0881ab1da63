import { useSearchParams } from 'react-router-dom';
import { AppLink, ErrorPage, RequestBoundary, useDates, useLanguage, useRequest, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { isEmptyRichText, RichTextView } from '../../fields/RICH_TEXT';
import { richTextPageTexts } from './locales';
import { loadRichTextDocument, richTextSourceOf, ticketPathOf, type RichTextDocument } from './model';
import type { RichTextPageProps } from './props';
import './rich-text-page.css';

export type { RichTextPageProps } from './props';

const LOCALES = { richTextPage: richTextPageTexts };

/** /richText: the document the address names, sanitised (RICH_TEXT's view), on the whole screen. */
export default function RichTextPage(_props: RichTextPageProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const language = useLanguage();
  const [params] = useSearchParams();
  const source = richTextSourceOf(params);
  const key = source ? JSON.stringify(source) : '';
  const request = useRequest(
    (signal, rt) => loadRichTextDocument(rt.request, source!, { signal, timeZoneOffset: rt.config.timeZoneOffset, language }).then((doc) => doc ?? null),
    [key, language],
    { enabled: source !== undefined },
  );
  if (!source) {
    return (
      <div className="sd-rich-page" data-testid="rich-text-page-missing">
        <ErrorPage type="empty" description={t('richTextPage.missing')} />
      </div>
    );
  }
  return (
    <RequestBoundary
      request={request}
      isEmpty={(doc) => doc === null}
      empty={{ title: t('richTextPage.notFound') }}
      errorTitle={t('richTextPage.loadFailed')}
      testId="rich-text-page"
      className="sd-rich-page"
    >
      {(doc) => <RichTextDocumentView doc={doc!} />}
    </RequestBoundary>
  );
}

function RichTextDocumentView({ doc }: { doc: RichTextDocument }) {
  const t = useT();
  const dates = useDates();
  const heading = doc.source.kind === 'reply' ? t('richTextPage.replyBy', { name: doc.authorName || t('richTextPage.unknownAuthor') }) : doc.title;
  return (
    <article className="sd-rich-page" aria-labelledby="sd-rich-page-title" data-testid="rich-text-page">
      <header className="sd-rich-page__head">
        <h2 className="sd-rich-page__title" id="sd-rich-page-title" data-testid="rich-text-page-title">
          {heading}
        </h2>
        {doc.time !== undefined ? (
          <time className="sd-rich-page__time" dateTime={new Date(doc.time).toISOString()}>
            {dates.exact(doc.time)}
          </time>
        ) : null}
      </header>
      <div className="sd-rich-page__body" data-testid="rich-text-page-body">
        {isEmptyRichText(doc.html) ? <p className="sd-rich-page__empty">{t('richTextPage.emptyText')}</p> : <RichTextView html={doc.html} />}
      </div>
      <AppLink className="sd-rich-page__ticket" to={ticketPathOf(doc.source)} data-testid="rich-text-page-ticket">
        {t('richTextPage.openTicket')}
      </AppLink>
    </article>
  );
}
