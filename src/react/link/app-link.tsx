import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useInRouterContext } from 'react-router-dom';
import { useRuntime } from '../runtime/runtime-provider';

/** Props of {@link AppLink}: an anchor's attributes (`data-*`, `aria-*`, class) and where it leads. */
export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An app path below the base path, with its query (`/orderDetails?workOrderId=1`). */
  to: string;
  /** Replace the current history entry instead of adding one. @default false */
  replace?: boolean;
}

/** A plain click: the app navigates; a modified or middle click stays the browser's (new tab, download). */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey && !event.currentTarget.target;

function RouterHref(props: AppLinkProps & { onNavigate(event: MouseEvent<HTMLAnchorElement>): void; anchorRef: React.Ref<HTMLAnchorElement> }) {
  const href = useHref(props.to);
  return <Anchor {...props} href={href} />;
}

function Anchor({ to: _to, replace: _replace, onNavigate, anchorRef, href, ...rest }: AppLinkProps & { href: string; onNavigate(event: MouseEvent<HTMLAnchorElement>): void; anchorRef: React.Ref<HTMLAnchorElement> }) {
  return <a {...rest} ref={anchorRef} href={href} onClick={onNavigate} />;
}

/**
 * A link to a page of the app (issue 13): a real `<a href>` (Tab reaches it, Enter follows it,
 * screen readers call it a link, a long press or middle click opens it elsewhere) whose plain
 * click navigates through the runtime's `router:navigate` event like the rest of the app (the app
 * shell routes it; hosts and tests see it). Outside a router (tests, stories) the href is `to` itself.
 *
 * @example
 * <AppLink to={`/orderDetails?workOrderId=${id}`} className="sd-ticket">{title}</AppLink>
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(props, ref) {
  const runtime = useRuntime();
  const inRouter = useInRouterContext();
  const { to, replace, onClick } = props;
  const onNavigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!isPlainClick(event)) return;
    event.preventDefault();
    runtime.bus.emit('router:navigate', replace ? { to, replace } : { to });
  };
  return inRouter ? <RouterHref {...props} onNavigate={onNavigate} anchorRef={ref} /> : <Anchor {...props} href={to} onNavigate={onNavigate} anchorRef={ref} />;
});
