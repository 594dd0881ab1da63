import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import type { Language } from '@core/events';
import type { NormalizedField, ServerRule, ValidationContext, Validator } from '@core/form/types';

/** 2024-06-15 12:00:00 in UTC+8 (04:00 UTC). */
export const NOW = Date.UTC(2024, 5, 15, 4, 0, 0);
/** China's offset, as in config.timeZoneOffset. */
export const OFFSET = 480;

/** A timestamp for a wall time in UTC+8. */
export function cst(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number {
  return Date.UTC(y, mo - 1, d, h, mi, s, ms) - OFFSET * 60_000;
}

const translators = new Map<Language, ValidationContext['t']>();
export function tFor(language: Language): ValidationContext['t'] {
  let t = translators.get(language);
  if (!t) {
    const i18n = createI18n({ storage: createMemoryStorage({ language }) });
    t = (key, options) => i18n.t(key, options);
    translators.set(language, t);
  }
  return t;
}

export interface FieldInit {
  code?: string;
  type?: string;
  xProps?: Record<string, unknown>;
  rules?: ServerRule[];
  required?: boolean;
  firstId?: string;
  source?: Record<string, unknown>;
  children?: NormalizedField[];
  path?: string;
}

/** A normalised field built from the few parts a test cares about. */
export function makeField(init: FieldInit = {}): NormalizedField {
  const code = init.code ?? 'field1';
  return {
    code,
    path: init.path ?? code,
    type: init.type ?? 'INPUT',
    title: code,
    width: 'full',
    props: { ...(init.xProps ?? {}) },
    xProps: init.xProps ?? {},
    rules: init.rules ?? [],
    required: init.required ?? false,
    ...(init.firstId ? { firstId: init.firstId } : {}),
    ...(init.children ? { children: init.children } : {}),
    source: { 'x-component': init.type ?? 'INPUT', ...(init.source ?? {}) },
  };
}

export function makeCtx(field: NormalizedField, opts: { values?: Record<string, unknown>; language?: Language; now?: number } = {}): ValidationContext {
  return { field, values: opts.values ?? {}, t: tFor(opts.language ?? 'en'), now: opts.now ?? NOW };
}

/** First error of a validator list (as a form controller reports it). */
export async function firstError(validators: readonly Validator[], value: unknown, ctx: ValidationContext): Promise<string | undefined> {
  for (const validate of validators) {
    const message = await validate(value, ctx);
    if (message) return message;
  }
  return undefined;
}
