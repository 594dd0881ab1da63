import type { Field } from '@formily/core';
import { toJS } from '@formily/reactive';
import type { Form } from '@formily/core';
import type { NormalizedField, ValidationContext, Validator } from '../types';
import type { Translate } from '../interpreter/interpret';
import { isBlankValue, isFormilyEmpty } from './empty';

/** Rule kinds of the rule compiler that only apply while the field is required. */
const REQUIRED_KINDS = new Set(['required', 'tableNotEmpty']);

function serverRequiredMessage(field: NormalizedField): string | undefined {
  const rule = field.rules.find((candidate) => candidate.required === true && typeof candidate.message === 'string' && candidate.message.trim() !== '');
  return rule?.message;
}

/** What the validators of one form share. */
export interface ValidatorEnv {
  form: Form;
  t: Translate;
  now: () => number;
  user?: { userId: string; userName: string };
  /** Validators per field (the session's compiled rules). */
  validators?: (field: NormalizedField) => Validator[];
}

/**
 * The Formily validator list of a value field: Formily's `required` (the live required state, the
 * spec's message), a blank-value check for what Formily does not call empty (blank text, `<p></p>`),
 * then the injected rules, which follow the live required state and never throw.
 */
export function buildValidators(env: ValidatorEnv, field: NormalizedField, getNode: () => Field): unknown[] {
  const requiredMessage = serverRequiredMessage(field) ?? env.t('rules.required');
  const failedMessage = env.t('form.validatorFailed');
  let injected: Validator[];
  try {
    injected = env.validators?.(field) ?? [];
  } catch {
    injected = [];
  }
  const contextFor = (node: Field): ValidationContext => ({
    get values() {
      return toJS(env.form.values) as Record<string, unknown>;
    },
    field: { ...field, required: node.required },
    t: env.t,
    now: env.now(),
    user: env.user,
  });
  const blankRequired = (value: unknown) => (getNode().required && isBlankValue(value) && !isFormilyEmpty(value) ? requiredMessage : undefined);
  const wrapped = injected.map((validator) => async (value: unknown) => {
    const required = getNode().required;
    // Required-family rules follow the live required state (linkage may turn it off); a blank value is reported once, above.
    if (REQUIRED_KINDS.has((validator as { kind?: string }).kind ?? '') && !required) return undefined;
    if (required && isBlankValue(value)) return undefined;
    try {
      return (await validator(value, contextFor(getNode()))) ?? undefined;
    } catch {
      return failedMessage;
    }
  });
  return [{ required: field.required, message: requiredMessage }, blankRequired, ...wrapped];
}
