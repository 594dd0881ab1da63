// The normalised-field factory of the form-runtime tests: every test builds its fields here.
import type { NormalizedField } from '@core/form/types';

/** A normalized field with sensible defaults; override what a test needs. */
export function field(code: string, type = 'INPUT', extra: Partial<NormalizedField> = {}): NormalizedField {
  return {
    code,
    path: code,
    type,
    title: code,
    width: 'full',
    props: {},
    xProps: {},
    rules: [],
    required: false,
    source: { 'x-component': type },
    ...extra,
  };
}
