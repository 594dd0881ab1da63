import type { ValueKind } from '../../registry';
import { isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator } from './types';

/**
 * Required: fails on an empty value of the given kind with "Please enter
 * required fields!" (or the server's message).
 */
export function requiredValidator(valueKind: ValueKind = 'single', message?: string): CompiledValidator {
  return defineValidator('required', (value, ctx) => (isEmptyValue(value, valueKind) ? (message ?? ctx.t('rules.required')) : undefined));
}
