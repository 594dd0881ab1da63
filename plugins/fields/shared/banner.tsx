import type { ReactNode } from 'react';
import { CheckCircleFill, ExclamationCircleFill, InformationCircleFill } from 'antd-mobile-icons';
import { useT } from '@react';
import { type BannerType } from './banner-type';
import './fields.css';

export { BANNER_TYPES, isBannerType, readBannerType, type BannerType } from './banner-type';

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
