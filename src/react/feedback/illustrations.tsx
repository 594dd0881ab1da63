import type { ReactElement, ReactNode } from 'react';

// Inline SVGs: no image requests, so the error screens still draw when the
// network or the asset server is what failed. Decorative only (the heading
// carries the meaning), hence aria-hidden.

const primary = 'var(--sd-color-brand, #1063e0)';
const light = 'var(--sd-color-art-light, #e6f0ff)';
const soft = 'var(--sd-color-art-soft, #a6c8ff)';
const line = 'var(--sd-color-art-line, #d5deea)';
const paper = 'var(--sd-color-art-paper, #ffffff)';
const warning = 'var(--sd-color-warning, #ad5200)';
const danger = 'var(--sd-color-danger, #d4001a)';

/** Names of the built-in illustrations. */
export type IllustrationName =
  | 'forbidden'
  | 'notFound'
  | 'serverError'
  | 'loadFail'
  | 'incompatible'
  | 'noData'
  | 'search'
  | 'noPermission'
  | 'featureNotEnabled';

function Frame({ name, children }: { name: IllustrationName; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 240 180"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      data-illustration={name}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle cx="120" cy="88" r="72" fill="var(--sd-color-art-halo, #f3f7fe)" />
      <ellipse cx="120" cy="160" rx="84" ry="8" fill="var(--sd-color-art-shadow, #e9eef6)" />
      {children}
    </svg>
  );
}

const drawings: Record<IllustrationName, ReactElement> = {
  forbidden: (
    <>
      <path d="M96 84V64a24 24 0 0 1 48 0v20" fill="none" stroke={soft} strokeWidth="10" strokeLinecap="round" />
      <rect x="80" y="80" width="80" height="66" rx="12" fill={primary} />
      <circle cx="120" cy="106" r="9" fill={paper} />
      <rect x="116" y="110" width="8" height="18" rx="3" fill={paper} />
      <circle cx="162" cy="80" r="16" fill={danger} stroke={paper} strokeWidth="4" />
      <rect x="153" y="77" width="18" height="6" rx="3" fill={paper} />
    </>
  ),
  notFound: (
    <>
      <path d="M72 38h58l20 20v86a6 6 0 0 1-6 6H72a6 6 0 0 1-6-6V44a6 6 0 0 1 6-6z" fill={paper} stroke={line} strokeWidth="2" />
      <path d="M130 38v14a6 6 0 0 0 6 6h14" fill={light} stroke={line} strokeWidth="2" />
      <rect x="80" y="70" width="44" height="6" rx="3" fill={line} />
      <rect x="80" y="84" width="56" height="6" rx="3" fill={line} />
      <rect x="80" y="98" width="34" height="6" rx="3" fill={line} />
      <circle cx="150" cy="112" r="24" fill={light} stroke={primary} strokeWidth="6" />
      <path d="M167 129l17 17" stroke={primary} strokeWidth="9" strokeLinecap="round" />
      <path d="M143 106a7 7 0 1 1 10 6.3c-2.4 1.2-3 2.4-3 4.7" fill="none" stroke={primary} strokeWidth="4" strokeLinecap="round" />
      <circle cx="150" cy="124" r="2.6" fill={primary} />
    </>
  ),
  serverError: (
    <>
      <rect x="74" y="44" width="92" height="40" rx="8" fill={primary} />
      <rect x="74" y="90" width="92" height="40" rx="8" fill={primary} opacity="0.82" />
      <circle cx="92" cy="64" r="5" fill="#7dff9b" />
      <circle cx="92" cy="110" r="5" fill={warning} />
      <rect x="106" y="61" width="46" height="6" rx="3" fill={paper} opacity="0.55" />
      <rect x="106" y="107" width="46" height="6" rx="3" fill={paper} opacity="0.55" />
      <path d="M120 130v18" stroke={soft} strokeWidth="6" />
      <path d="M168 108l24 42h-48z" fill={warning} stroke={paper} strokeWidth="4" strokeLinejoin="round" />
      <rect x="165" y="122" width="6" height="15" rx="3" fill={paper} />
      <circle cx="168" cy="143" r="3.2" fill={paper} />
    </>
  ),
  loadFail: (
    <>
      <path
        d="M84 128a24 24 0 0 1-2-47.8A34 34 0 0 1 146 72a26 26 0 0 1 10 56z"
        fill={light}
        stroke={primary}
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M126 82l-18 28h14l-8 26 24-34h-14l10-20z" fill={warning} stroke={paper} strokeWidth="3" strokeLinejoin="round" />
    </>
  ),
  incompatible: (
    <>
      <rect x="58" y="42" width="124" height="96" rx="10" fill={paper} stroke={line} strokeWidth="2" />
      <path d="M58 52a10 10 0 0 1 10-10h104a10 10 0 0 1 10 10v8H58z" fill={light} />
      <circle cx="72" cy="51" r="3.5" fill={danger} />
      <circle cx="84" cy="51" r="3.5" fill={warning} />
      <circle cx="96" cy="51" r="3.5" fill="var(--sd-color-success, #007a52)" />
      <circle cx="120" cy="100" r="26" fill={primary} />
      <path d="M120 114V88M108 99l12-12 12 12" fill="none" stroke={paper} strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  noData: (
    <>
      <path d="M70 100l18-34h64l18 34v34a8 8 0 0 1-8 8H78a8 8 0 0 1-8-8z" fill="var(--sd-color-art-halo, #f5f8fc)" stroke={line} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M70 100h32a18 18 0 0 0 36 0h32" fill="none" stroke={line} strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M104 52l-6-12M120 48V34M136 52l6-12" stroke={soft} strokeWidth="4" strokeLinecap="round" />
    </>
  ),
  search: (
    <>
      <circle cx="112" cy="86" r="36" fill={paper} stroke={soft} strokeWidth="9" />
      <path d="M138 112l26 26" stroke={soft} strokeWidth="13" strokeLinecap="round" />
      <rect x="96" y="80" width="32" height="6" rx="3" fill={line} />
      <rect x="100" y="92" width="24" height="6" rx="3" fill={line} />
    </>
  ),
  noPermission: (
    <>
      <path d="M120 34l46 16v34c0 30-20 52-46 62-26-10-46-32-46-62V50z" fill={light} stroke={primary} strokeWidth="4" strokeLinejoin="round" />
      <path d="M108 86v-8a12 12 0 0 1 24 0v8" fill="none" stroke={primary} strokeWidth="6" strokeLinecap="round" />
      <rect x="100" y="84" width="40" height="32" rx="6" fill={primary} />
      <circle cx="120" cy="98" r="4.5" fill={paper} />
      <rect x="118" y="100" width="4" height="9" rx="2" fill={paper} />
    </>
  ),
  featureNotEnabled: (
    <>
      <rect x="66" y="74" width="108" height="54" rx="27" fill={line} />
      <circle cx="93" cy="101" r="21" fill={paper} />
      <circle cx="93" cy="101" r="21" fill="none" stroke="var(--sd-color-art-line, #c3cedd)" strokeWidth="2" />
      <circle cx="160" cy="60" r="18" fill={primary} stroke={paper} strokeWidth="4" />
      <rect x="157" y="57" width="6" height="13" rx="3" fill={paper} />
      <circle cx="160" cy="51" r="3.2" fill={paper} />
    </>
  ),
};

/** One of the built-in feedback illustrations. */
export function Illustration({ name }: { name: IllustrationName }) {
  return <Frame name={name}>{drawings[name]}</Frame>;
}
