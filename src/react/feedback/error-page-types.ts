// The error page types (no React, no antd-mobile): page JSON checks read them in plain Node.

/** Error page types of the spec (form-widgets §2). */
export const errorPageTypes = ['403', '404', '500', 'loadFail', 'incompatible'] as const;
export type ErrorPageType = (typeof errorPageTypes)[number];

export function isErrorPageType(value: unknown): value is ErrorPageType {
  return typeof value === 'string' && (errorPageTypes as readonly string[]).includes(value);
}

/** The type whose content is shown: unknown types fall back to 500 (spec). */
export function resolveErrorPageType(type: unknown): ErrorPageType {
  return isErrorPageType(type) ? type : '500';
}
