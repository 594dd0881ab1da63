import type { ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
// The module itself, not the @react barrel: the home page is in the first screen's budget.
import { AppLink, type AppLinkProps } from '@react/link';
import './link-item.css';

/** Props of {@link LinkItem}: a link's (`to`, `aria-*`, `data-*`) and the parts of an antd-mobile List.Item. */
export interface LinkItemProps extends Omit<AppLinkProps, 'prefix' | 'title'> {
  prefix?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
  /** The arrow at the end. @default true */
  arrow?: boolean;
  children?: ReactNode;
}

/**
 * A row of an antd-mobile `List` that opens a page: the markup and classes of a clickable
 * `List.Item`, but as a real link (`<a href>`) rather than its `<a>` without href, which Tab
 * never reaches (issue 13). Put it inside `<List>`.
 */
export function LinkItem({ prefix, description, extra, arrow = true, className, children, ...link }: LinkItemProps) {
  return (
    <AppLink {...link} className={className ? `adm-list-item adm-plain-anchor sd-link-item ${className}` : 'adm-list-item adm-plain-anchor sd-link-item'}>
      <div className="adm-list-item-content">
        {prefix ? <div className="adm-list-item-content-prefix">{prefix}</div> : null}
        <div className="adm-list-item-content-main">
          {children}
          {description ? <div className="adm-list-item-description">{description}</div> : null}
        </div>
        {extra ? <div className="adm-list-item-content-extra">{extra}</div> : null}
        {arrow ? (
          <div className="adm-list-item-content-arrow" aria-hidden="true">
            <RightOutline />
          </div>
        ) : null}
      </div>
    </AppLink>
  );
}
