// The button engine: turns the server's button list into the action bar
// (service-desk §5: drop cancel, drop copy when clearCopyBtn, order by
// orderNumber; §3: stopUsing = disabled; form-widgets §4: a frozen ticket
// cannot be operated: resume works, and copy, which creates a new ticket and
// leaves the frozen one alone; the gateway README states the same rule).
import { OrderStatus } from '../form/types';
import { isRecord } from '../records';
import type { ActionButton, ServerButton } from './types';

/** The resume button: the only action that operates a frozen ticket. */
export const RESUME_ACTION = 'HANGDOWN';
export const CANCEL_ACTION = 'CANCEL';
export const COPY_ACTION = 'COPY';

export interface ButtonEngineOptions {
  /** Host flag: drop the COPY button. @default false */
  clearCopyBtn?: boolean;
  /** The ticket's dataStatus; PENDING (50) freezes every button but resume and copy. */
  dataStatus?: number;
  /** Whether an action plugin serves the type; others are shown disabled. @default every type is served */
  isRegistered?: (type: string) => boolean;
}

/** A frozen (hung up, PENDING 50) ticket cannot be operated. */
export function isFrozen(dataStatus: number | undefined): boolean {
  return dataStatus === OrderStatus.PENDING;
}

/**
 * Whether a type may run on a ticket in this status. A frozen ticket takes
 * resume only; copy stays available because it reads the ticket into a new
 * one and changes nothing on the frozen ticket.
 */
export function isOperable(type: string, dataStatus: number | undefined): boolean {
  return !isFrozen(dataStatus) || type === RESUME_ACTION || type === COPY_ACTION;
}

function order(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/** A text of the server's button (a string, or a finite number for ids and types); anything else is none. */
function text(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : '';
}

/**
 * The action bar's buttons: cancel dropped, copy dropped when the host says
 * so, sorted by orderNumber (stable), `stopUsing` disabled, everything but
 * resume and copy disabled on a frozen ticket, unserved types disabled.
 * The list is read as the server sent it: entries that are not objects, and
 * fields of the wrong type, count as absent (a button without a type is left out).
 */
export function buildActionButtons(buttons: readonly ServerButton[] | null | undefined, options: ButtonEngineOptions = {}): ActionButton[] {
  const list: readonly unknown[] = Array.isArray(buttons) ? buttons : [];
  return list
    .flatMap((entry, index) => (isRecord(entry) ? [{ button: entry, index, type: text(entry.extString).trim().toUpperCase() }] : []))
    .filter(({ type }) => type !== '' && type !== CANCEL_ACTION && !(options.clearCopyBtn && type === COPY_ACTION))
    .sort((a, b) => order(a.button.orderNumber) - order(b.button.orderNumber) || a.index - b.index)
    .map(({ button, type }): ActionButton => {
      const id = text(button.id);
      const base = { key: id || type, type, name: text(button.name) || type, orderNumber: order(button.orderNumber) };
      if (button.status === 'stopUsing') return { ...base, disabled: true, disabledReason: 'stopUsing' };
      if (!isOperable(type, options.dataStatus)) return { ...base, disabled: true, disabledReason: 'frozen' };
      if (options.isRegistered && !options.isRegistered(type)) return { ...base, disabled: true, disabledReason: 'unregistered' };
      return { ...base, disabled: false };
    });
}

/** How the bar lays buttons out: up to `max` inline, otherwise `max - 1` inline plus a "more" sheet. */
export function splitOverflow<T>(buttons: readonly T[], max = 3): { inline: T[]; overflow: T[] } {
  if (buttons.length <= max) return { inline: [...buttons], overflow: [] };
  const keep = Math.max(0, max - 1);
  return { inline: buttons.slice(0, keep), overflow: buttons.slice(keep) };
}
