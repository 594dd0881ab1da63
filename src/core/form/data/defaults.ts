import type { SessionUser } from '../../session/types';
import type { NormalizedField } from '../types';
import { flattenFields, getPath, setPath } from './fields';
import { isPlaceholderText } from './placeholders';
import { isEmptyValue } from '../rules/empty';
import { coerceByValueKind, fieldTypeOf, valueKindResolver, type FieldTypeLookup, type ValueKindResolver } from '../value-kind';
import { isRecord } from '../../records';

/** Default-value kinds of `x-props.defaultValueJson.type` (form-widgets §3). */
export const DEFAULT_VALUE_TYPES = ['none', 'currentUser', 'currentUserLeader', 'custom', 'currentFieldLeader'] as const;
export type DefaultValueType = (typeof DEFAULT_VALUE_TYPES)[number];

/**
 * `x-props.defaultValueJson`. `value` holds the custom value, or for
 * `currentFieldLeader` the code of the followed member field (a string or
 * `{fieldCode}`).
 */
export interface DefaultValueJson {
  type: DefaultValueType;
  value?: unknown;
}

/** One entry of a member / group picker value (form-widgets §3). */
export interface MemberValueItem {
  groupId: string;
  groupName: string;
  userId: string;
  /** `name(alias)` when the user has an alias. */
  userName: string;
}

/** A user as known to the default-value rules. */
export interface MemberLike {
  userId: string;
  userName: string;
  userAlias?: string;
}

/**
 * Code(s) of the urgency-level field. It is a public field whose code is
 * `urgentLevel` (the list filter and custom views use the same code).
 */
export const URGENT_LEVEL_CODES: readonly string[] = ['urgentLevel'];

/** What default values are computed from. */
export interface DefaultValueContext {
  /** The logged-in user; its `leaders` are the superiors. Without a user, user-based kinds yield nothing. */
  user?: SessionUser & { userAlias?: string };
  /** Field codes or paths that never get a default. */
  exclude?: readonly string[];
  /** Codes of the urgency-level field. @default ['urgentLevel'] */
  urgentLevelCodes?: readonly string[];
  /**
   * Leaders of another user, for `currentFieldLeader` when the followed field
   * holds someone else (the caller prefetches; the rules stay pure). The
   * current user's leaders come from `user.leaders`.
   */
  leadersOf?: (userId: string) => readonly MemberLike[] | undefined;
  /** The field types (the registry's `fields`): value kinds, each type's `coerce`, member types (`members`). @default the transitional core table */
  fieldTypes?: FieldTypeLookup;
  /** Value kind of a field. @default valueKindResolver(fieldTypes) */
  valueKindOf?: ValueKindResolver;
  /** Where failures are reported. @default console */
  logger?: Pick<Console, 'error'>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function isTruthyFlag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/**
 * `name(alias)`; the name alone without an alias, when the alias repeats the
 * name (English names: "Zhang San", not "Zhang San(Zhang San)") or when the
 * name already ends with it. A ready-made "X(X)" reads "X".
 */
export function formatMemberName(name: string, alias?: string): string {
  const repeated = /^(.+)\((\1)\)$/.exec(name);
  if (repeated) return repeated[1]!;
  const trimmed = alias?.trim();
  if (!trimmed || trimmed === name.trim()) return name;
  const suffix = `(${trimmed})`;
  return name.endsWith(suffix) ? name : `${name}${suffix}`;
}

/** A user-only picker entry (group fields empty). */
export function toMemberValue(user: MemberLike): MemberValueItem {
  return { groupId: '', groupName: '', userId: user.userId, userName: formatMemberName(user.userName, user.userAlias) };
}

/** Normalises a stored member value (one entry or a list) to picker entries. */
export function toMemberItems(value: unknown): MemberValueItem[] {
  const list = Array.isArray(value) ? value : isRecord(value) ? [value] : [];
  const out: MemberValueItem[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const item: MemberValueItem = {
      groupId: text(entry.groupId),
      groupName: text(entry.groupName),
      userId: text(entry.userId ?? entry.id),
      userName: formatMemberName(text(entry.userName ?? entry.name), text(entry.userAlias) || undefined),
    };
    if (item.userId || item.groupId) out.push(item);
  }
  return out;
}

/** Reads `x-props.defaultValueJson` (an object or its JSON text); `isCurrent` means currentUser. */
export function readDefaultValueJson(xProps: Readonly<Record<string, unknown>>): DefaultValueJson | undefined {
  let raw: unknown = xProps.defaultValueJson;
  if (typeof raw === 'string' && raw.trim().startsWith('{')) {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = undefined;
    }
  }
  if (isRecord(raw) && (DEFAULT_VALUE_TYPES as readonly unknown[]).includes(raw.type)) {
    return { type: raw.type as DefaultValueType, value: raw.value };
  }
  if (isTruthyFlag(xProps.isCurrent)) return { type: 'currentUser' };
  return undefined;
}

function followedFieldCode(value: unknown): string | undefined {
  if (typeof value === 'string') return value || undefined;
  if (isRecord(value)) return text(value.fieldCode ?? value.code ?? value.value) || undefined;
  return undefined;
}

/** Whether a field is kept out of the default-value rules (exclusion list, urgency level). */
export function isDefaultExcluded(field: Pick<NormalizedField, 'code' | 'path'>, ctx: Pick<DefaultValueContext, 'exclude' | 'urgentLevelCodes'>): boolean {
  const urgent = ctx.urgentLevelCodes ?? URGENT_LEVEL_CODES;
  if (urgent.includes(field.code)) return true;
  const exclude = ctx.exclude ?? [];
  return exclude.includes(field.code) || exclude.includes(field.path);
}

function memberDefault(field: NormalizedField, json: DefaultValueJson, data: Readonly<Record<string, unknown>>, fields: readonly NormalizedField[], ctx: DefaultValueContext, isGroup: boolean): MemberValueItem[] {
  const user = ctx.user;
  switch (json.type) {
    case 'currentUser':
      if (!user) return [];
      if (isGroup) return user.groupId ? [{ groupId: user.groupId, groupName: user.groupName ?? '', userId: '', userName: '' }] : [];
      return [toMemberValue(user)];
    case 'currentUserLeader':
      return isGroup ? [] : (user?.leaders ?? []).map(toMemberValue);
    case 'custom':
      return toMemberItems(json.value);
    case 'currentFieldLeader': {
      const code = followedFieldCode(json.value);
      if (!code || isGroup) return [];
      const followed = fields.find((f) => f.code === code || f.path === code);
      const chosen = toMemberItems(getPath(data, followed?.path ?? code)).filter((m) => m.userId);
      const leaders: MemberValueItem[] = [];
      for (const member of chosen) {
        const found = member.userId === user?.userId ? user?.leaders : ctx.leadersOf?.(member.userId);
        for (const leader of found ?? []) {
          if (!leaders.some((l) => l.userId === leader.userId)) leaders.push(toMemberValue(leader));
        }
      }
      return leaders;
    }
    default:
      return [];
  }
}

/**
 * The default of one field, or `undefined` when it has none (kind `none`,
 * nothing resolvable, excluded, urgency level). Member and group fields use
 * `defaultValueJson`; other fields use their plain default (the interpreter's
 * `defaultValue`, else `x-props.defaultValue`, else the schema `default`),
 * or a `custom` defaultValueJson.
 */
export function resolveDefaultValue(
  field: NormalizedField,
  data: Readonly<Record<string, unknown>>,
  ctx: DefaultValueContext,
  fields: readonly NormalizedField[] = [field],
): unknown {
  if (isDefaultExcluded(field, ctx)) return undefined;
  const json = readDefaultValueJson(field.xProps ?? {});
  const kind = (ctx.valueKindOf ?? valueKindResolver(ctx.fieldTypes))(field);
  const plain = json?.type === 'custom' ? json.value : (field.defaultValue ?? field.xProps?.defaultValue ?? field.source?.default);
  const definition = fieldTypeOf(field.pluginType ?? field.type, ctx.fieldTypes);
  if (definition?.members) {
    if (json?.type === 'none') return undefined;
    const items = json ? memberDefault(field, json, data, fields, ctx, definition.members === 'groups') : toMemberItems(plain);
    const single = field.xProps?.isMultiple !== undefined && !isTruthyFlag(field.xProps.isMultiple);
    const value = single ? items.slice(0, 1) : items;
    return value.length ? value : undefined;
  }
  if (isEmptyValue(plain) || isPlaceholderText(plain)) return undefined;
  const value = coerceByValueKind(plain, kind, definition);
  return value === undefined || isEmptyValue(value) ? undefined : value;
}

/**
 * Fills empty fields with their defaults (service-desk §5). A value counts
 * as empty when it is undefined, null, blank, an empty list, or a
 * placeholder text (untitled / not filled). Fields in `ctx.exclude` and the
 * urgency-level field are left alone. `currentFieldLeader` fields are
 * resolved last, so they see the defaults of the fields they follow.
 * Never throws: a failure is logged and the unmodified `data` is returned.
 */
export function applyDefaultValues(
  fields: readonly NormalizedField[],
  data: Readonly<Record<string, unknown>>,
  ctx: DefaultValueContext = {},
): Record<string, unknown> {
  try {
    const flat = flattenFields(fields);
    const followsAnother = (f: NormalizedField) => readDefaultValueJson(f.xProps ?? {})?.type === 'currentFieldLeader';
    const ordered = [...flat.filter((f) => !followsAnother(f)), ...flat.filter(followsAnother)];
    let next: Record<string, unknown> = { ...data };
    let changed = false;
    for (const field of ordered) {
      const current = getPath(next, field.path);
      if (!isEmptyValue(current) && !isPlaceholderText(current)) continue;
      const value = resolveDefaultValue(field, next, ctx, flat);
      if (value === undefined) continue;
      next = setPath(next, field.path, value);
      changed = true;
    }
    return changed ? next : (data as Record<string, unknown>);
  } catch (error) {
    (ctx.logger ?? console).error('[defaults] failed to apply default values', error);
    return data as Record<string, unknown>;
  }
}
