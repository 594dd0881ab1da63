import './fields.css';

/** One level of a trail: `value` '' is the root. */
export interface Crumb {
  value: string;
  label: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  crumbs: readonly Crumb[];
  /** A tap on a level before the last: the trail is cut after `index`. */
  onSelect: (value: string, index: number) => void;
  /** Accessible name. @default 'breadcrumb' */
  label?: string;
}

/** The breadcrumbs of the drill-down pickers (MULTI_SELECT sheet, MEMBER): the last level is current and not a button target. */
export function Breadcrumbs({ crumbs, onSelect, label = 'breadcrumb' }: BreadcrumbsProps) {
  return (
    <nav className="sd-ms-crumbs" aria-label={label}>
      {crumbs.map((crumb, i) => {
        const last = i === crumbs.length - 1;
        return (
          <span key={crumb.value || 'root'} className="sd-ms-crumb-wrap">
            {i > 0 ? (
              <span className="sd-ms-crumb-sep" aria-hidden="true">
                /
              </span>
            ) : null}
            <button type="button" className={`sd-ms-crumb${last ? ' sd-ms-crumb--current' : ''}`} disabled={last} aria-current={last ? 'page' : undefined} onClick={() => onSelect(crumb.value, i)}>
              {crumb.label}
            </button>
          </span>
        );
      })}
    </nav>
  );
}
