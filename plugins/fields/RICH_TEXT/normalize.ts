/**
 * Pure rich-text rules (form-widgets §2, §3, §4, §5): the empty value
 * (an empty paragraph, which counts as empty), the props read from x-props
 * (banner kind, the AI-generation pass-through), and the allow-lists the
 * sanitiser keeps.
 */
import { isEmptyRichText } from '@core/form/rules';
import { readBannerType, type BannerType } from '../shared/banner';
import { flag, str } from '../shared/props';

/** Rule kinds of RICH_TEXT: parent rules (required is always compiled). */
export const RICH_TEXT_RULE_KINDS = ['parent'] as const;

/** The empty value of a rich-text field (form-widgets §4: "an empty rich-text paragraph"). */
export const EMPTY_RICH_TEXT = '<p></p>';

/** Tags kept by the sanitiser; everything else is dropped (its text stays). */
export const RICH_TEXT_ALLOWED_TAGS: readonly string[] = [
  'p', 'br', 'hr', 'div', 'span',
  'strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'code', 'pre', 'blockquote',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
  'ul', 'ol', 'li',
  'a', 'img', 'figure', 'figcaption',
  'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
];

/**
 * Attributes kept by the sanitiser. No `style`, `class`, `id`, event
 * handlers or `data-*`: server markup cannot restyle or overlay the page.
 * URLs in `href` / `src` are limited to DOMPurify's safe schemes.
 */
export const RICH_TEXT_ALLOWED_ATTR: readonly string[] = ['href', 'target', 'rel', 'title', 'src', 'alt', 'width', 'height', 'colspan', 'rowspan', 'start', 'reversed'];

/** Props RICH_TEXT takes from its x-props. */
export interface RichTextMappedProps {
  /** Read-only banner around the content. */
  bannerType?: BannerType;
  /** A generation rule targets this field: show the AI button (service-desk §3). */
  showAIButton?: boolean;
  /** Id of that generation rule, handed to `onAIGenerate`. */
  generateRuleId?: string;
}

/** bannerType / noticeType / tipType, showAIButton and generateRuleId. */
export function mapRichTextProps(xProps: Readonly<Record<string, unknown>>): RichTextMappedProps {
  const props: RichTextMappedProps = {};
  const bannerType = readBannerType(xProps);
  if (bannerType) props.bannerType = bannerType;
  if (xProps.showAIButton !== undefined) props.showAIButton = flag(xProps.showAIButton);
  const ruleId = str(xProps.generateRuleId);
  if (ruleId !== undefined) props.generateRuleId = ruleId;
  return props;
}

/** The markup of a stored value ('' for anything that is not text). */
export function htmlOf(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** What the editor reports: an editor with nothing in it gives the empty paragraph. */
export function editorValue(html: string, editorIsEmpty: boolean): string {
  return editorIsEmpty || isEmptyRichText(html) ? EMPTY_RICH_TEXT : html;
}

export { isEmptyRichText };
