import { describe, expect, it, vi } from 'vitest';
import {
  applyDefaultValues,
  formatMemberName,
  readDefaultValueJson,
  resolveDefaultValue,
  toMemberItems,
  toMemberValue,
  type DefaultValueContext,
} from '@core/form/data';
import type { NormalizedField } from '@core/form/types';
import { field as baseField } from '../field-factory';
import { builtinFieldTypes } from '../../../../support/field-types';

const field = (code: string, type: string, xProps: Record<string, unknown> = {}, extra: Partial<NormalizedField> = {}): NormalizedField => baseField(code, type, { xProps, ...extra });

const user = {
  accountId: 'acc',
  userId: 'u1',
  userName: 'Alice',
  userAlias: 'ali',
  groupId: 'g1',
  groupName: 'Ops',
  leaders: [
    { userId: 'l1', userName: 'Boss' },
    { userId: 'l2', userName: 'Chief', userAlias: 'c' },
  ],
};
const ctx: DefaultValueContext = { user, fieldTypes: builtinFieldTypes().fields };
const member = (userId: string, userName: string) => ({ groupId: '', groupName: '', userId, userName });

describe('default-value kinds', () => {
  it('none gives nothing', () => {
    expect(resolveDefaultValue(field('m', 'MEMBER', { defaultValueJson: { type: 'none' } }), {}, ctx)).toBeUndefined();
  });

  it('current user, with the name formatted name(alias)', () => {
    expect(resolveDefaultValue(field('m', 'MEMBER', { defaultValueJson: { type: 'currentUser' } }), {}, ctx)).toEqual([member('u1', 'Alice(ali)')]);
    expect(resolveDefaultValue(field('m', 'MEMBER', { isCurrent: true }), {}, ctx)).toEqual([member('u1', 'Alice(ali)')]);
  });

  it("current user's leaders, the first only when not multiple", () => {
    const multi = field('m', 'MEMBER', { defaultValueJson: { type: 'currentUserLeader' }, isMultiple: true });
    expect(resolveDefaultValue(multi, {}, ctx)).toEqual([member('l1', 'Boss'), member('l2', 'Chief(c)')]);
    const single = field('m', 'MEMBER', { defaultValueJson: { type: 'currentUserLeader' }, isMultiple: false });
    expect(resolveDefaultValue(single, {}, ctx)).toEqual([member('l1', 'Boss')]);
    expect(resolveDefaultValue(multi, {}, { user: { ...user, leaders: [] } })).toBeUndefined();
  });

  it('custom member value (also given as JSON text)', () => {
    const f = field('m', 'MEMBER', { defaultValueJson: JSON.stringify({ type: 'custom', value: [{ userId: 'x', userName: 'Xu' }] }) });
    expect(resolveDefaultValue(f, {}, ctx)).toEqual([member('x', 'Xu')]);
  });

  it('leader of a followed field: the current user via session leaders, others via leadersOf', () => {
    const follower = field('approver', 'MEMBER', { defaultValueJson: { type: 'currentFieldLeader', value: 'reporter' } });
    const fields = [field('reporter', 'MEMBER'), follower];
    expect(resolveDefaultValue(follower, { reporter: [member('u1', 'Alice')] }, ctx, fields)).toEqual([member('l1', 'Boss'), member('l2', 'Chief(c)')]);
    const leadersOf = vi.fn((id: string) => (id === 'u9' ? [{ userId: 'l9', userName: 'Nine' }] : undefined));
    expect(resolveDefaultValue(follower, { reporter: [member('u9', 'Zed')] }, { ...ctx, leadersOf }, fields)).toEqual([member('l9', 'Nine')]);
    expect(resolveDefaultValue(follower, { reporter: [] }, ctx, fields)).toBeUndefined();
  });

  it("a group field's current-user default is the user's group", () => {
    expect(resolveDefaultValue(field('g', 'GROUP', { defaultValueJson: { type: 'currentUser' } }), {}, ctx)).toEqual([
      { groupId: 'g1', groupName: 'Ops', userId: '', userName: '' },
    ]);
  });

  it('plain defaults of other fields are shaped by value kind', () => {
    expect(resolveDefaultValue(field('t', 'INPUT', {}, { defaultValue: 'hello' }), {}, ctx)).toBe('hello');
    expect(resolveDefaultValue(field('s', 'SELECT_MANY', { defaultValue: 'a,b' }), {}, ctx)).toEqual(['a', 'b']);
    expect(resolveDefaultValue(field('n', 'NUMBER', {}, { source: { default: '12' } }), {}, ctx)).toBe(12);
    expect(resolveDefaultValue(field('e', 'INPUT', { defaultValue: '' }), {}, ctx)).toBeUndefined();
  });
});

describe('applyDefaultValues', () => {
  it('fills only empty fields (placeholder texts count as empty) without mutating the input', () => {
    const fields = [
      field('owner', 'MEMBER', { defaultValueJson: { type: 'currentUser' } }),
      field('title', 'INPUT', { defaultValue: 'New ticket' }),
      field('description', 'TEXTAREA', { defaultValue: 'Describe it' }),
      field('note', 'INPUT', { defaultValue: 'n' }),
    ];
    const data = Object.freeze({ title: '未命名', description: 'Not filled', note: 'kept' });
    const out = applyDefaultValues(fields, data, ctx);
    expect(out).toEqual({ owner: [member('u1', 'Alice(ali)')], title: 'New ticket', description: 'Describe it', note: 'kept' });
    expect(data).toEqual({ title: '未命名', description: 'Not filled', note: 'kept' });
  });

  it('skips excluded fields and the urgency-level field', () => {
    const fields = [
      field('urgentLevel', 'SELECT', { defaultValue: '3' }),
      field('skipMe', 'INPUT', { defaultValue: 'x' }),
      field('other', 'INPUT', { defaultValue: 'y' }),
    ];
    expect(applyDefaultValues(fields, {}, { ...ctx, exclude: ['skipMe'] })).toEqual({ other: 'y' });
    expect(applyDefaultValues(fields, {}, { ...ctx, urgentLevelCodes: ['priority'] })).toEqual({ urgentLevel: '3', skipMe: 'x', other: 'y' });
  });

  it('resolves followed-field leaders after the followed field got its own default', () => {
    const fields = [
      field('approver', 'MEMBER', { defaultValueJson: { type: 'currentFieldLeader', value: { fieldCode: 'reporter' } } }),
      field('reporter', 'MEMBER', { defaultValueJson: { type: 'currentUser' } }),
    ];
    const out = applyDefaultValues(fields, {}, ctx);
    expect(out.reporter).toEqual([member('u1', 'Alice(ali)')]);
    expect(out.approver).toEqual([member('l1', 'Boss'), member('l2', 'Chief(c)')]);
  });

  it('walks containers and writes nested paths', () => {
    const inner = field('inner', 'INPUT', { defaultValue: 'v' }, { path: 'box.inner' });
    const out = applyDefaultValues([field('box', 'ADD_GROUP', {}, { children: [inner] })], { box: { other: 1 } }, ctx);
    expect(out).toEqual({ box: { other: 1, inner: 'v' } });
  });

  it('returns the same object when nothing applies', () => {
    const data = { a: 'x' };
    expect(applyDefaultValues([field('a', 'INPUT', { defaultValue: 'y' })], data, ctx)).toBe(data);
  });

  it('logs a failure and returns the unmodified data', () => {
    const logger = { error: vi.fn() };
    const data = { a: '' };
    const broken = field('a', 'INPUT', { defaultValue: 'y' });
    const out = applyDefaultValues([broken], data, {
      ...ctx,
      logger,
      valueKindOf: () => {
        throw new Error('kaput');
      },
    });
    expect(out).toBe(data);
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('without a user the user-based kinds yield nothing', () => {
    expect(applyDefaultValues([field('m', 'MEMBER', { defaultValueJson: { type: 'currentUser' } })], {}, { fieldTypes: ctx.fieldTypes })).toEqual({});
  });
});

describe('member helpers', () => {
  it('formats name(alias) once', () => {
    expect(formatMemberName('Alice', 'ali')).toBe('Alice(ali)');
    expect(formatMemberName('Alice(ali)', 'ali')).toBe('Alice(ali)');
    expect(formatMemberName('Alice')).toBe('Alice');
  });

  it('shows the name once when the alias repeats it (issue 10: "Zhang San(Zhang San)")', () => {
    expect(formatMemberName('Zhang San', 'Zhang San')).toBe('Zhang San');
    expect(formatMemberName('张三', 'Zhang San')).toBe('张三(Zhang San)');
    expect(formatMemberName('Zhang San(Zhang San)')).toBe('Zhang San');
    expect(toMemberItems([{ userId: '10001', userName: 'Zhang San(Zhang San)' }, { userId: '10002', name: 'Li Si', userAlias: 'Li Si' }]).map((m) => m.userName)).toEqual(['Zhang San', 'Li Si']);
    expect(toMemberValue({ userId: '10001', userName: 'Zhang San', userAlias: 'Zhang San' }).userName).toBe('Zhang San');
  });

  it('normalises stored member values', () => {
    expect(toMemberItems({ id: 'u', name: 'N' })).toEqual([member('u', 'N')]);
    expect(toMemberItems([{ groupId: 'g', groupName: 'G' }, { nothing: true }, 'x'])).toEqual([{ groupId: 'g', groupName: 'G', userId: '', userName: '' }]);
  });

  it('ignores unknown default kinds and broken JSON', () => {
    expect(readDefaultValueJson({ defaultValueJson: { type: 'weird' } })).toBeUndefined();
    expect(readDefaultValueJson({ defaultValueJson: '{bad' })).toBeUndefined();
  });
});
