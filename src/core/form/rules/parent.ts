import type { NormalizedField, ServerRule } from '../types';
import type { ValueKind } from '../../registry';
import { isEmptyRichText, isEmptyValue } from './empty';
import { defineValidator, type CompiledValidator } from './types';
import { hasValueKey, lookupValue, setting } from './util';

/**
 * How a field depends on its parent (a parent field `firstId`, or a parent
 * user `userParentId`). The spec names these rules but not their meaning, so
 * we use the three readings a form designer needs. For a parent field the
 * parent "holds" when it is filled:
 * - `after`: the field may only be filled after its parent (a cascade child
 *   is disabled while its superior is empty, so a value without a parent is
 *   stale) -> "Please fill in {parent} first". The default.
 * - `required`: once the parent is filled the field is required.
 * - `empty`: the field must be empty while the parent is filled (either-or
 *   fields) -> "Must be empty when {parent} is filled in".
 *
 * A parent user is a person, so the rule is about who is filling the form:
 * `userParentId` is the code of a member field (the users selected there) or
 * a user id, and it holds when the validation context's current user is one
 * of those users. `after`: only they may fill the field ("Only {parent} can
 * fill this in"); `required`: required for them; `empty`: they must leave it
 * empty ("{parent} cannot fill this in"). Without a current user the rule
 * does not apply.
 */
export type ParentRuleKind = 'after' | 'required' | 'empty';

/** A rule tied to a parent field or user. */
export interface ParentRule {
  /** Code of the parent field. */
  parent: string;
  /** `field` for firstId (the parent is filled), `user` for userParentId (the current user is the parent user). */
  parentType: 'field' | 'user';
  kind: ParentRuleKind;
  /** The server's message. */
  message?: string;
}

const kindAliases: Record<string, ParentRuleKind> = {
  after: 'after', afterparent: 'after', fillafter: 'after', cascade: 'after', parentfirst: 'after',
  required: 'required', requiredwithparent: 'required', parentrequired: 'required', mustfill: 'required',
  empty: 'empty', emptywithparent: 'empty', mustempty: 'empty', exclusive: 'empty', clear: 'empty',
};

/** Normalises a server `kind`; undefined when unknown. */
export function toParentRuleKind(kind: unknown): ParentRuleKind | undefined {
  return typeof kind === 'string' ? kindAliases[kind.replace(/[_\s-]/g, '').toLowerCase()] : undefined;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/**
 * Parent rules of a field: each `x-rules` entry carrying `firstId` or
 * `userParentId` (with its `kind` and `message`), plus the field's own
 * `firstId` / `userParentId` with the field-level `kind` (default `after`)
 * when no entry already covers that parent. An unknown kind is dropped.
 */
export function readParentRules(field: Pick<NormalizedField, 'firstId' | 'rules' | 'xProps' | 'source'>): ParentRule[] {
  const out: ParentRule[] = [];
  const covered = new Set<string>();
  const push = (parent: string, parentType: ParentRule['parentType'], rawKind: unknown, message?: unknown): void => {
    const kind = rawKind === undefined || rawKind === null || rawKind === '' ? 'after' : toParentRuleKind(rawKind);
    covered.add(`${parentType}:${parent}`);
    if (!kind) return;
    out.push({ parent, parentType, kind, ...(str(message) ? { message: str(message) } : {}) });
  };
  for (const rule of (field.rules ?? []) as ServerRule[]) {
    const byField = str(rule.firstId);
    const byUser = str(rule.userParentId);
    if (byField) push(byField, 'field', rule.kind, rule.message);
    if (byUser) push(byUser, 'user', rule.kind, rule.message);
  }
  const kind = setting(field as NormalizedField, 'kind');
  const firstId = str(field.firstId) ?? str(field.source?.firstId);
  const userParentId = str(setting(field as NormalizedField, 'userParentId'));
  if (firstId && !covered.has(`field:${firstId}`)) push(firstId, 'field', kind);
  if (userParentId && !covered.has(`user:${userParentId}`)) push(userParentId, 'user', kind);
  return out;
}

/** User ids a value names: members (`userId`), plain ids. */
function userIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
  return list.flatMap((item) => {
    if (typeof item === 'string' || typeof item === 'number') return [String(item)];
    const id = item && typeof item === 'object' ? (item as { userId?: unknown }).userId : undefined;
    return typeof id === 'string' && id ? [id] : [];
  });
}

const parentIsEmpty = (value: unknown): boolean => isEmptyValue(value) || (typeof value === 'string' && isEmptyRichText(value));

/**
 * Validator of one parent rule; `titleOf` names the parent in messages. The
 * rule applies only when the parent is a field of the form (its code is among
 * the values, or `titleOf` knows it): `firstId` is also used for ids that are
 * not field codes, and such a field must not become impossible to fill.
 */
export function parentValidator(rule: ParentRule, valueKind: ValueKind = 'single', titleOf?: (code: string) => string | undefined): CompiledValidator {
  if (rule.parentType === 'user') return parentUserValidator(rule, valueKind, titleOf);
  return defineValidator('parent', (value, ctx) => {
    if (!hasValueKey(ctx.values, rule.parent) && titleOf?.(rule.parent) === undefined) return undefined;
    const parentEmpty = parentIsEmpty(lookupValue(ctx.values, rule.parent));
    const selfEmpty = isEmptyValue(value, valueKind);
    const parent = titleOf?.(rule.parent) ?? rule.parent;
    switch (rule.kind) {
      case 'after':
        return parentEmpty && !selfEmpty ? (rule.message ?? ctx.t('rules.parentFirst', { parent })) : undefined;
      case 'required':
        return !parentEmpty && selfEmpty ? (rule.message ?? ctx.t('rules.required')) : undefined;
      case 'empty':
        return !parentEmpty && !selfEmpty ? (rule.message ?? ctx.t('rules.parentEmpty', { parent })) : undefined;
      default:
        return undefined;
    }
  });
}

/** Validator of a parent-user rule (see {@link ParentRuleKind}): checks who is filling the form. */
function parentUserValidator(rule: ParentRule, valueKind: ValueKind, titleOf?: (code: string) => string | undefined): CompiledValidator {
  return defineValidator('parent', (value, ctx) => {
    const me = ctx.user?.userId;
    if (!me) return undefined;
    const isField = hasValueKey(ctx.values, rule.parent) || titleOf?.(rule.parent) !== undefined;
    const users = isField ? userIdsOf(lookupValue(ctx.values, rule.parent)) : [rule.parent];
    const isParent = users.includes(me);
    const selfEmpty = isEmptyValue(value, valueKind);
    const parent = (isField ? titleOf?.(rule.parent) : undefined) ?? rule.parent;
    switch (rule.kind) {
      case 'after':
        return !isParent && !selfEmpty ? (rule.message ?? ctx.t('rules.parentUserOnly', { parent })) : undefined;
      case 'required':
        return isParent && selfEmpty ? (rule.message ?? ctx.t('rules.required')) : undefined;
      case 'empty':
        return isParent && !selfEmpty ? (rule.message ?? ctx.t('rules.parentUserEmpty', { parent })) : undefined;
      default:
        return undefined;
    }
  });
}
