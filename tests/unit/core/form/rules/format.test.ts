import { describe, expect, it } from 'vitest';
import {
  customPatternValidator,
  emailValidator,
  ipValidator,
  isEmail,
  isIPv4,
  isIPv6,
  isPhone,
  normalizeCustomPatterns,
  phoneValidator,
  safeRegExp,
} from '@core/form/rules';
import { makeCtx, makeField } from './helpers';

const en = makeCtx(makeField());
const zh = makeCtx(makeField(), { language: 'zh' });

describe('format predicates', () => {
  it.each([
    ['user@example.com', true],
    ['first.last+tag@sub.example.co', true],
    ['u@a.cn', true],
    ['user@localhost', false],
    ['user@@example.com', false],
    ['user example@x.com', false],
    ['@example.com', false],
    ['user@-example.com', false],
  ])('email %s -> %s', (v, ok) => expect(isEmail(v)).toBe(ok));

  it.each([
    ['13812345678', true],
    ['19912345678', true],
    ['+8613812345678', true],
    ['008613812345678', true],
    ['12812345678', false],
    ['1381234567', false],
    ['138123456789', false],
    ['010-12345678', true],
    ['0571-8765432', true],
    ['02112345678', true],
    ['0571-87654321-123', true],
    ['010-02345678', false],
    ['12345678', false],
    ['138 1234 5678', false],
  ])('phone %s -> %s', (v, ok) => expect(isPhone(v)).toBe(ok));

  it.each([
    ['192.168.0.1', true],
    ['0.0.0.0', true],
    ['255.255.255.255', true],
    ['256.1.1.1', false],
    ['192.168.01.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
  ])('ipv4 %s -> %s', (v, ok) => expect(isIPv4(v)).toBe(ok));

  it.each([
    ['2001:0db8:85a3:0000:0000:8a2e:0370:7334', true],
    ['2001:db8::1', true],
    ['::1', true],
    ['::', true],
    ['fe80::', true],
    ['::ffff:192.168.1.1', true],
    ['1:2:3:4:5:6:7:8', true],
    ['1:2:3:4:5:6:7::', true],
    ['1:2:3:4:5:6:7:8:9', false],
    ['1::2::3', false],
    ['12345::', false],
    ['g::1', false],
    ['1:2:3:4:5:6:7', false],
    ['::ffff:999.1.1.1', false],
  ])('ipv6 %s -> %s', (v, ok) => expect(isIPv6(v)).toBe(ok));
});

describe('format validators (en / zh)', () => {
  it.each([
    ['email', emailValidator(), 'a@b.com', 'a@b', 'Please enter a valid email address', '请输入正确的邮箱地址'],
    ['phone', phoneValidator(), ' 13812345678 ', '1234', 'Please enter a valid phone number', '请输入正确的电话号码'],
    ['ip', ipValidator(), '10.0.0.1', '10.0.0.256', 'Please enter a valid IP address', '请输入正确的IP地址'],
  ])('%s', async (_kind, validator, good, bad, enMsg, zhMsg) => {
    expect(await validator(good, en)).toBeUndefined();
    expect(await validator('', en)).toBeUndefined();
    expect(await validator(bad, en)).toBe(enMsg);
    expect(await validator(bad, zh)).toBe(zhMsg);
    expect(await validator({ not: 'text' }, en)).toBe(enMsg);
  });
});

describe('custom patterns', () => {
  it('normalises strings, objects, lists and JSON lists', () => {
    expect(normalizeCustomPatterns('^a$').map((p) => p.source)).toEqual(['^a$']);
    expect(normalizeCustomPatterns({ regular: '^a$', message: 'A only' })).toMatchObject([{ source: '^a$', message: 'A only' }]);
    expect(normalizeCustomPatterns([{ pattern: '^b$' }, '^c$', { msg: 'no pattern' }, ''])).toHaveLength(2);
    expect(normalizeCustomPatterns('[{"regular":"^d$","message":"D"}]')).toMatchObject([{ source: '^d$', message: 'D' }]);
    expect(normalizeCustomPatterns(undefined)).toEqual([]);
  });

  it('reads /literal/flags and drops stateful flags', () => {
    const re = safeRegExp('/^abc$/gi');
    expect(re?.flags).toBe('i');
    expect(re?.test('ABC')).toBe(true);
    expect(re?.test('ABC')).toBe(true);
    expect(safeRegExp('([a-z')).toBeUndefined();
    expect(safeRegExp('a'.repeat(1001))).toBeUndefined();
  });

  it('passes, fails with the entry message, else the default message', async () => {
    const v = customPatternValidator(normalizeCustomPatterns([{ regular: '^[A-Z]', message: 'Start with a capital' }, '^\\w{3,5}$']));
    expect(await v('Abc', en)).toBeUndefined();
    expect(await v('abc', en)).toBe('Start with a capital');
    expect(await v('Abcdef', en)).toBe('Incorrect format');
    expect(await v('Abcdef', zh)).toBe('格式不正确');
  });

  it('reports an invalid pattern as a configuration error and never throws', async () => {
    const v = customPatternValidator(normalizeCustomPatterns('(unclosed'));
    expect(await v('anything', en)).toBe('The validation rule is misconfigured, contact the administrator');
    expect(await v('anything', zh)).toBe('校验规则配置有误，请联系管理员');
    expect(await v('', en)).toBeUndefined();
  });

  it('refuses input longer than the bound instead of running the pattern', async () => {
    const v = customPatternValidator(normalizeCustomPatterns('^(a+)+$'), { maxInput: 20 });
    expect(await v('a'.repeat(20), en)).toBeUndefined();
    expect(await v(`${'a'.repeat(30)}!`, en)).toBe('The content is too long to be checked (at most 20 characters)');
    expect(await v(`${'a'.repeat(30)}!`, zh)).toBe('内容过长，无法校验（最多20个字符）');
  });
});
