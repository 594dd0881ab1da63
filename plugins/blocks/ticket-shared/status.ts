// How a ticket's status and urgency show in lists (home, worklist): the text key and the tag colour.
import { OrderStatus } from '@core/form/types';

const knownStatuses = new Set<number>(Object.values(OrderStatus));

/** Colour of the status tag (antd-mobile Tag colours). */
export type TagColor = 'default' | 'primary' | 'success' | 'warning' | 'danger';

const statusColors: Record<number, TagColor> = {
  [OrderStatus.UNSTARTED]: 'default',
  [OrderStatus.PROCESSING]: 'primary',
  [OrderStatus.BE_PROCESSED]: 'warning',
  [OrderStatus.FINISHED]: 'success',
  [OrderStatus.REJECTED]: 'danger',
  [OrderStatus.CLOSED]: 'default',
  [OrderStatus.PENDING]: 'warning',
};

/** i18n key suffix of a status (`app.status.<key>`); unknown codes map to `unknown`. */
export function statusKey(dataStatus: number | string | undefined): string {
  const code = Number(dataStatus);
  return dataStatus !== undefined && dataStatus !== '' && knownStatuses.has(code) ? String(code) : 'unknown';
}

export function statusColor(dataStatus: number | string | undefined): TagColor {
  return statusColors[Number(dataStatus)] ?? 'default';
}

/** i18n key suffix of an urgency level 0..3 (`app.urgency.<n>`), or undefined when absent/out of range. */
export function urgencyKey(level: number | string | undefined): string | undefined {
  if (level === undefined || level === null || level === '') return undefined;
  const n = Number(level);
  return Number.isInteger(n) && n >= 0 && n <= 3 ? String(n) : undefined;
}

