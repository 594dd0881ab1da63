import { readBannerType, type BannerType } from '../shared/banner-type';
import { str } from '../shared/props';

/** Rule kinds of TEXT: none (it holds no value). */
export const TEXT_RULE_KINDS = [] as const;

/** Props TEXT takes from its x-props. */
export interface TextMappedProps {
  /** The static text. */
  content?: string;
  /** Shows the text inside an info / success / warning banner. */
  bannerType?: BannerType;
}

/**
 * The static text comes from `content`, `text` or (as the designer stores
 * it) `defaultValue`; `bannerType` / `noticeType` / `tipType` put it in a banner.
 */
export function mapTextProps(xProps: Readonly<Record<string, unknown>>): TextMappedProps {
  const props: TextMappedProps = {};
  const content = str(xProps.content) ?? str(xProps.text) ?? str(xProps.defaultValue);
  if (content !== undefined) props.content = content;
  const bannerType = readBannerType(xProps);
  if (bannerType) props.bannerType = bannerType;
  return props;
}
