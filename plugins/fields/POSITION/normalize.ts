// Pure rules of the POSITION field (form-widgets §3 settings, §4 map picker, §5 position check): x-props ->
// props, the default-value plan, the fine-tune acceptance of a tap, the picker's check outcome. No React.
import { allowedPositions, checkPosition, type AllowedPosition, type PositionCheckResult } from '@core/form/rules';
import { isRecord } from '@core/records';
import { MAX_RANGE_M } from './map/constants';
import { withinRange, type LatLng } from './map/geo';
import { toPositionValue, type PositionValue } from './map/value';

/** How an empty field gets its first value (form-widgets §3 defaultSetting, §4). */
export type PositionDefaultPlan =
  /** No default: the existing value (if any) only. */
  | { kind: 'none' }
  /** A configured position (`customize`). */
  | { kind: 'customize'; value: PositionValue }
  /** The device position (`auto` / `AUTO_POSITION`): the recent cached one, else a fresh fix. */
  | { kind: 'auto' }
  /** Another position field's value. */
  | { kind: 'field'; fieldCode: string };

/** fineTuning: taps on the map move the pin (`mark`), within `range` metres of the device (0 = anywhere). */
export interface FineTuning {
  mark: boolean;
  range: number;
}

/** Props POSITION takes from its x-props. */
export interface PositionMappedProps {
  /** The raw `positionCheck` (the form rule reads the same object); `{}` when absent. */
  positionCheck: Readonly<Record<string, unknown>>;
  defaultPlan: PositionDefaultPlan;
  fineTuning: FineTuning;
  /** Show longitude and latitude (6 decimals) next to the address. */
  displayLongitudeAndLatitude: boolean;
  /** The address may be edited through the address search. */
  manualEntry: boolean;
}

const bool = (value: unknown): boolean => value === true || value === 1 || value === 'true' || value === '1';
const radius = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.min(MAX_RANGE_M, n) : 0;
};
const record = (value: unknown): Record<string, unknown> => {
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      const parsed = JSON.parse(value) as unknown;
      return isRecord(parsed) ? parsed : {};
    } catch {
      return {};
    }
  }
  return isRecord(value) ? value : {};
};

/** The default-value plan of `defaultSetting` (type auto | AUTO_POSITION, customize, field; anything else: none). */
export function defaultPlanOf(defaultSetting: unknown): PositionDefaultPlan {
  const setting = record(defaultSetting);
  const type = typeof setting.type === 'string' ? setting.type.replace(/[_\s-]/g, '').toLowerCase() : '';
  if (type === 'auto' || type === 'autoposition') return { kind: 'auto' };
  if (type === 'customize' || type === 'custom') {
    const first = Array.isArray(setting.positions) ? setting.positions.map(toPositionValue).find((p) => p !== undefined) : undefined;
    return first ? { kind: 'customize', value: { ...first, range: 0 } } : { kind: 'none' };
  }
  const ref = setting.fieldCode ?? setting.field ?? setting.id;
  if ((type === 'field' || type === 'otherfield' || type === 'formfield' || type === 'position') && typeof ref === 'string' && ref.trim() !== '') {
    return { kind: 'field', fieldCode: ref.trim() };
  }
  return { kind: 'none' };
}

/** POSITION's x-props as props. */
export function mapPositionProps(xProps: Readonly<Record<string, unknown>>): PositionMappedProps {
  const fine = record(xProps.fineTuning);
  return {
    positionCheck: record(xProps.positionCheck),
    defaultPlan: defaultPlanOf(xProps.defaultSetting),
    fineTuning: { mark: bool(fine.mark), range: radius(fine.range) },
    displayLongitudeAndLatitude: bool(xProps.displayLongitudeAndLatitude),
    manualEntry: bool(xProps.manualEntry),
  };
}

/** Why a tap on the map did not move the pin. */
export type TapRefusal = 'fineTuningOff' | 'outOfRange';

/**
 * Whether a tap may move the pin (form-widgets §4): only with fine-tuning on; then within its range of the
 * device location when a range is set, or anywhere when the device location is unknown or no range is set.
 */
export function acceptTap(tap: LatLng, device: LatLng | undefined, fineTuning: FineTuning): { ok: true } | { ok: false; reason: TapRefusal } {
  if (!fineTuning.mark) return { ok: false, reason: 'fineTuningOff' };
  if (!device || fineTuning.range <= 0) return { ok: true };
  return withinRange(tap, device, fineTuning.range) ? { ok: true } : { ok: false, reason: 'outOfRange' };
}

/** The range that travels with a picked value: the fine-tune range when fine-tuning is on, else 0. */
export const valueRange = (fineTuning: FineTuning): number => (fineTuning.mark ? fineTuning.range : 0);

/** The allowed positions of the check (blue circles); none when the check is off. */
export function checkAreas(positionCheck: Readonly<Record<string, unknown>>, values: Readonly<Record<string, unknown>> = {}): AllowedPosition[] {
  return bool(positionCheck.mark) ? allowedPositions(positionCheck, values) : [];
}

/**
 * The position check of the picker (form-widgets §4, §5; service-desk §5, §8): `unload` when the map service
 * did not load, `complete` when the value is within the range of an allowed position (or there are none, or the
 * check is off), else `error`; the same rule the form validates with (`@core/form/rules` checkPosition).
 */
export function positionCheckOutcome(
  value: unknown,
  positionCheck: Readonly<Record<string, unknown>>,
  options: { mapAvailable: boolean; values?: Readonly<Record<string, unknown>> },
): PositionCheckResult {
  return checkPosition(value, positionCheck, options);
}

/** The i18n key of a check outcome's message, or undefined when it passed. */
export function checkMessageKey(result: PositionCheckResult): string | undefined {
  if (result.outcome === 'unload') return 'rules.positionUnavailable';
  return result.outcome === 'error' ? (result.message ?? 'rules.positionOutOfRange') : undefined;
}

/** Rule kinds POSITION supports. */
export const POSITION_RULE_KINDS = ['position'] as const;

/** Fits an incoming (stored, defaulted, linked) value to a position; empty values stay as they are. */
export function coercePosition(value: unknown): unknown {
  return value === '' || value === undefined || value === null ? value : toPositionValue(value);
}
