// Pure logic of the SLA tab: readers of GET sla/instance/getSlaInstance/sla ({ sla, otherOlaList }) and POST
// sla/instance/isResponseSla (boolean), the state of an instance at a moment, and the countdown to a deadline.
import { toTimestamp } from '@core/form/data/time';
import { isRecord } from '../ticket-shared/model';

type Json = Record<string, unknown>;

/**
 * "Soon overdue": a deadline within 30 minutes. A fixed margin rather than a share of the target (20 % of a
 * 30-minute response is 6 minutes, of a 72-hour resolution over 14 hours): what a handler can still act on.
 */
export const SOON_OVERDUE_MS = 30 * 60 * 1000;

export interface SlaInstance {
  key: string;
  name: string;
  type: 'SLA' | 'OLA';
  responseTargetMinutes?: number;
  resolveTargetMinutes?: number;
  startTime?: number;
  responseDeadline?: number;
  resolveDeadline?: number;
  respondedTime?: number;
  solvedTime?: number;
  responded: boolean;
  solved: boolean;
  /** The clock is stopped (hung up at a node that pauses the SLA). */
  paused: boolean;
}

export interface SlaAnswer {
  sla?: SlaInstance;
  olas: SlaInstance[];
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function minutes(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** One instance, or undefined when it is not an object. Flags fall back on the times (and the reverse). */
export function readSlaInstance(value: unknown, index = 0, timeZoneOffset?: number): SlaInstance | undefined {
  if (!isRecord(value)) return undefined;
  const d: Json = value;
  const respondedTime = toTimestamp(d.respondedTime ?? d.responseTime, timeZoneOffset);
  const solvedTime = toTimestamp(d.solvedTime ?? d.resolveTime, timeZoneOffset);
  const type = text(d.type).toUpperCase() === 'OLA' ? 'OLA' : 'SLA';
  return {
    key: text(d.id) || `${type}-${index}`,
    name: text(d.name) || text(d.slaName),
    type,
    responseTargetMinutes: minutes(d.responseTargetMinutes),
    resolveTargetMinutes: minutes(d.resolveTargetMinutes),
    startTime: toTimestamp(d.startTime, timeZoneOffset),
    responseDeadline: toTimestamp(d.responseDeadline, timeZoneOffset),
    resolveDeadline: toTimestamp(d.resolveDeadline, timeZoneOffset),
    respondedTime,
    solvedTime,
    responded: d.responded === true || respondedTime !== undefined,
    solved: d.solved === true || solvedTime !== undefined,
    paused: d.paused === true,
  };
}

/**
 * The tab's data: the main SLA (none when the server sends null) and the OLAs. `responded` is the
 * isResponseSla answer: when true, the main SLA counts as responded even if its instance has no time.
 */
export function readSlaAnswer(data: unknown, responded?: unknown, timeZoneOffset?: number): SlaAnswer {
  const d = isRecord(data) ? data : {};
  const sla = readSlaInstance(d.sla, 0, timeZoneOffset);
  const olas = (Array.isArray(d.otherOlaList) ? d.otherOlaList : [])
    .map((entry, index) => readSlaInstance(entry, index, timeZoneOffset))
    .filter((entry): entry is SlaInstance => entry !== undefined)
    .map((entry) => ({ ...entry, type: 'OLA' as const }));
  return { ...(sla ? { sla: responded === true ? { ...sla, responded: true } : sla } : {}), olas };
}

export type ResponseState = 'responded' | 'respondedLate' | 'noResponse' | 'responseSoon' | 'responseOverdue';
export type ResolveState = 'solved' | 'solvedLate' | 'unsolved' | 'resolveSoon' | 'resolveOverdue';

export interface SlaStatus {
  response: ResponseState;
  resolve: ResolveState;
  /** The deadline the countdown runs to: the response's while unanswered, then the resolution's; none when done or paused. */
  next?: { kind: 'response' | 'resolve'; deadline: number };
}

function timing(deadline: number | undefined, doneAt: number | undefined, done: boolean, now: number): 'onTime' | 'soon' | 'overdue' {
  if (deadline === undefined) return 'onTime';
  if (done) return doneAt !== undefined && doneAt > deadline ? 'overdue' : 'onTime';
  if (now > deadline) return 'overdue';
  return deadline - now <= SOON_OVERDUE_MS ? 'soon' : 'onTime';
}

/** The state of an instance at `now` (a paused clock is never soon overdue; an overdue one stays overdue). */
export function slaStatus(instance: SlaInstance, now: number): SlaStatus {
  const at = (deadline: number | undefined, doneAt: number | undefined, done: boolean) => {
    const when = timing(deadline, doneAt, done, now);
    return instance.paused && !done && when === 'soon' ? 'onTime' : when;
  };
  const r = at(instance.responseDeadline, instance.respondedTime, instance.responded);
  const s = at(instance.resolveDeadline, instance.solvedTime, instance.solved);
  const response: ResponseState = instance.responded ? (r === 'overdue' ? 'respondedLate' : 'responded') : r === 'overdue' ? 'responseOverdue' : r === 'soon' ? 'responseSoon' : 'noResponse';
  const resolve: ResolveState = instance.solved ? (s === 'overdue' ? 'solvedLate' : 'solved') : s === 'overdue' ? 'resolveOverdue' : s === 'soon' ? 'resolveSoon' : 'unsolved';
  let next: SlaStatus['next'];
  if (!instance.paused && !instance.solved) {
    if (!instance.responded && instance.responseDeadline !== undefined) next = { kind: 'response', deadline: instance.responseDeadline };
    else if (instance.resolveDeadline !== undefined) next = { kind: 'resolve', deadline: instance.resolveDeadline };
  }
  return { response, resolve, ...(next ? { next } : {}) };
}

/** Tag colour of a state; each state has its text too. */
export function stateColor(state: ResponseState | ResolveState): 'success' | 'warning' | 'danger' | 'default' {
  if (state === 'responded' || state === 'solved') return 'success';
  if (state === 'responseSoon' || state === 'resolveSoon') return 'warning';
  if (state === 'respondedLate' || state === 'solvedLate' || state === 'responseOverdue' || state === 'resolveOverdue') return 'danger';
  return 'default';
}

export type CountdownUnit = 'd' | 'h' | 'min' | 's';

export interface Countdown {
  /** The deadline has passed. */
  overdue: boolean;
  /** Whole seconds left (or past). */
  seconds: number;
  /** The two largest units (a zero second unit dropped); seconds only under an hour. */
  parts: Array<{ unit: CountdownUnit; value: number }>;
}

/**
 * Time from `now` to `deadline` (ms): "2 h 3 min" left, "15 min 20 s" overdue. Whole seconds, rounded towards
 * the deadline, so a countdown never shows 0 before the deadline is reached.
 * @example countdown(0, 2 * 3600e3 + 3 * 60e3) // { overdue: false, seconds: 7380, parts: [{ unit: 'h', value: 2 }, { unit: 'min', value: 3 }] }
 */
export function countdown(now: number, deadline: number): Countdown {
  const diff = deadline - now;
  const overdue = diff < 0;
  const seconds = overdue ? Math.floor(-diff / 1000) : Math.ceil(diff / 1000);
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const min = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pair = (first: [CountdownUnit, number], second: [CountdownUnit, number]) => [first, ...(second[1] > 0 ? [second] : [])].map(([unit, value]) => ({ unit, value }));
  const parts = d > 0 ? pair(['d', d], ['h', h]) : h > 0 ? pair(['h', h], ['min', min]) : min > 0 ? pair(['min', min], ['s', s]) : [{ unit: 's' as const, value: s }];
  return { overdue, seconds, parts };
}

/** A target in minutes as the largest whole unit: 30 → 30 min, 480 → 8 h, 1440 → 1 d; parts like the countdown's. */
export function targetParts(totalMinutes: number): Countdown['parts'] {
  return countdown(0, totalMinutes * 60 * 1000).parts;
}
