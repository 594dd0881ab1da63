import { useMemo } from 'react';
import { Banner, type BannerType } from '../shared/banner';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { htmlOf, isEmptyRichText } from './normalize';
import { sanitizeRichText } from './sanitize';
import './rich-text.css';

/** Props of {@link RichTextReadPretty}. */
export interface RichTextReadPrettyProps extends FieldReadProps<string> {
  bannerType?: BannerType;
}

/** Sanitised rich text (see {@link sanitizeRichText}). */
export function RichTextView({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
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
