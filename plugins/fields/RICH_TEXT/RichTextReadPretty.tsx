import { useEffect, useMemo } from 'react';
import { Banner, type BannerType } from '../shared/banner';
import { lazyCode, LazyCodeFailure, useLazyCode } from '../shared/lazy-code';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { htmlOf, isEmptyRichText } from './normalize';
import { richTextPlainText } from './plain-text';
import './rich-text.css';

// DOMPurify (~11 KB gz) loads with the first rich text shown read-only, not with the field's code.
export const richTextSanitizerCode = lazyCode(() => import('./sanitize'));

/** Props of {@link RichTextReadPretty}. */
export interface RichTextReadPrettyProps extends FieldReadProps<string> {
  bannerType?: BannerType;
}

/** Sanitised rich text (see `sanitizeRichText`); its plain text until the sanitiser has loaded. */
export function RichTextView({ html }: { html: string }) {
  const sanitizer = useLazyCode(richTextSanitizerCode);
  const { module, request } = sanitizer;
  useEffect(() => {
    if (!module) request();
  }, [module, request]);
  const clean = useMemo(() => module?.sanitizeRichText(html), [module, html]);
  const text = useMemo(() => (clean === undefined ? richTextPlainText(html) : ''), [clean, html]);
  if (clean === undefined) {
    return (
      <>
        <div className="sd-rich-text sd-rich-plain" data-testid="rich-text-view" aria-busy={!sanitizer.failed || undefined}>
          {text}
        </div>
        <LazyCodeFailure state={sanitizer} />
      </>
    );
  }
  // The markup has been through DOMPurify with explicit allow-lists just above.
  return <div className="sd-rich-text" data-testid="rich-text-view" dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Read-only rich text: sanitised markup, optionally in an info / success / warning banner; '--' when empty (an empty paragraph counts as empty). */
export function RichTextReadPretty({ value, bannerType }: RichTextReadPrettyProps) {
  const html = htmlOf(value);
  if (isEmptyRichText(html)) return <ReadOnlyText />;
  const view = <RichTextView html={html} />;
  return bannerType ? <Banner type={bannerType}>{view}</Banner> : view;
}
