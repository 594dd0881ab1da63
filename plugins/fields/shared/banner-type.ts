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
