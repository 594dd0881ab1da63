import type { ReactNode } from 'react';
import { CheckCircleFill, ExclamationCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import { useT } from '../../../src/react';
import './fields.css';

/** Kinds of the optional banner of read-only text and rich text (form-widgets §2). */
export const BANNER_TYPES = ['info', 'success', 'warning'] as const;
export type BannerType = (typeof BANNER_TYPES)[number];

/** Whether a value names a banner kind. */
export function isBannerType(value: unknown): value is BannerType {
  return typeof value === 'string' && (BANNER_TYPES as readonly string[]).includes(value);
}

/** Reads the banner kind from x-props (`bannerType`, `noticeType` or `tipType`; case-insensitive). */
export function readBannerType(xProps: Readonly<Record<string, unknown>>): BannerType | undefined {
  for (const key of ['bannerType', 'noticeType', 'tipType']) {
    const raw = xProps[key];
    const lower = typeof raw === 'string' ? raw.trim().toLowerCase() : undefined;
    if (isBannerType(lower)) return lower;
  }
  return undefined;
}

const icons: Record<BannerType, ReactNode> = {
  info: <InformationCircleFill />,
  success: <CheckCircleFill />,
  warning: <ExclamationCircleFill />,
};

/** An info, success or warning banner around read-only content. */
export function Banner({ type, children }: { type: BannerType; children: ReactNode }) {
  const t = useT();
  return (
    <div className={`sd-banner sd-banner--${type}`} role={type === 'warning' ? 'alert' : 'note'} aria-label={t(`fields.banner.${type}`)} data-banner={type}>
      <span className="sd-banner-icon" aria-hidden="true">
        {icons[type]}
      </span>
      <div className="sd-banner-body">{children}</div>
    </div>
  );
}
