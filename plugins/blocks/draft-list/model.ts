import dayjs from 'dayjs';

/** Spec §9: list page size. */
export const DRAFT_PAGE_SIZE = 10;

/** Body of POST h5workOrder/list for the user's drafts (newest first). */
export function draftQuery(pageNum: number, pageSize = DRAFT_PAGE_SIZE) {
  return { listType: 'draft', pageNum, pageSize, orders: [{ field: 'created_time', direction: 'desc' }] };
}

/** When a draft was last saved, as the list shows it (spec §5 date display: today / yesterday / month-day / full). */
export function savedTime(ms: number | undefined, now: number, labels: { today: string; yesterday: string }): string {
  if (ms === undefined) return '';
  const at = dayjs(ms);
  const today = dayjs(now).startOf('day');
  if (!at.isBefore(today)) return `${labels.today} ${at.format('HH:mm')}`;
  if (!at.isBefore(today.subtract(1, 'day'))) return `${labels.yesterday} ${at.format('HH:mm')}`;
  return at.year() === today.year() ? at.format('MM-DD HH:mm') : at.format('YYYY-MM-DD HH:mm');
}
