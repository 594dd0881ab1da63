import { Banner, type BannerType } from '../shared/banner';
import { ReadOnlyText } from '../shared/read-only';
import '../shared/fields.css';

/** Props of {@link TextDisplay}. */
export interface TextDisplayProps {
  content?: string;
  bannerType?: BannerType;
}

/** TEXT: static display text (line breaks kept), optionally in a banner; '--' when there is none. */
export function TextDisplay({ content, bannerType }: TextDisplayProps) {
  if (!content || content.trim() === '') return <ReadOnlyText />;
  const text = <div className="sd-static-text">{content}</div>;
  return bannerType ? <Banner type={bannerType}>{text}</Banner> : text;
}
