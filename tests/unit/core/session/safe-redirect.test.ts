// Issue 11 item 1: the redirect after login may only go to this origin, after the browser's
// normalisation. One list of forms (redirect-forms.ts) for this check, the login page and Chromium.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isFollowableAddress, runBoot, safeRedirectPath, safeReturnHref } from '@core';
import { createTestRuntime, ok } from '../fake-server';
import { fillRedirect, HOSTILE_REDIRECTS, SAFE_REDIRECTS } from './redirect-forms';

const ORIGIN = 'http://127.0.0.1:8080';

afterEach(() => vi.restoreAllMocks());

/** Where the browser would end up following `path` from a page of ORIGIN. */
const followed = (path: string) => new URL(path, `${ORIGIN}/login`);

describe('safeRedirectPath', () => {
  it.each(HOSTILE_REDIRECTS.map((form) => [JSON.stringify(form).slice(0, 60), fillRedirect(form, ORIGIN)]))('refuses %s', (_label, raw) => {
    expect(safeRedirectPath(raw, ORIGIN)).toBeUndefined();
  });

  it.each(SAFE_REDIRECTS.map(([raw, path]) => [fillRedirect(raw, ORIGIN), path]))('accepts %s as %s', (raw, path) => {
    const out = safeRedirectPath(raw, ORIGIN);
    expect(out).toBe(path);
    expect(followed(out!).origin).toBe(ORIGIN);
  });

  it('lists the forms the old login page check (same origin after `new URL`, then its path) sent to evil.example', () => {
    const oldCheck = (raw: string) => {
      try {
        const url = new URL(raw, ORIGIN);
        return url.origin === ORIGIN ? url.pathname + url.search + url.hash : '/';
      } catch {
        return '/';
      }
    };
    const escaped = HOSTILE_REDIRECTS.map((form) => fillRedirect(form, ORIGIN)).filter((raw) => followed(oldCheck(raw)).origin !== ORIGIN);
    expect(escaped).toEqual([
      '/.//evil.example/',
      '/..//evil.example/',
      '/a/../..//evil.example/',
      '/%2e%2e//evil.example/',
      '/%2E//evil.example/',
      '/.%2e//evil.example/',
      `${ORIGIN}//evil.example/`,
      `${ORIGIN}/..//evil.example/`,
      `${ORIGIN}/%2e%2e//evil.example/`,
    ]);
  });

  it('refuses non-strings, empty values and a bad origin', () => {
    for (const raw of [undefined, null, 42, {}, ['/me'], '']) expect(safeRedirectPath(raw, ORIGIN)).toBeUndefined();
    expect(safeRedirectPath('/me', 'not an origin')).toBeUndefined();
    expect(safeRedirectPath('/me', 'javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectPath('/me', `${ORIGIN}/somewhere/else`)).toBe('/me');
  });
});

describe('safeReturnHref', () => {
  it('keeps a plain address and replaces one the browser would turn into another host by the origin root', () => {
    expect(safeReturnHref(`${ORIGIN}/me?from=test#x`)).toBe(`${ORIGIN}/me?from=test#x`);
    expect(safeReturnHref(`${ORIGIN}//evil.example/`)).toBe(`${ORIGIN}/`);
    expect(safeReturnHref(`${ORIGIN}/%2e%2e//evil.example/`)).toBe(`${ORIGIN}/`);
    expect(safeReturnHref('/relative')).toBeUndefined();
    expect(safeReturnHref('javascript:alert(1)')).toBeUndefined();
  });
});

describe('isFollowableAddress', () => {
  it('follows http(s) addresses and plain paths, never scripts, protocol-relative or backslash forms', () => {
    for (const target of ['https://desk.example/workorder?workOrderId=1', 'http://desk.example', '/noPermission', '/me?x=1'])
      expect(isFollowableAddress(target, ORIGIN), target).toBe(true);
    for (const target of [
      'javascript:alert(1)',
      'javascript://%0aalert(1)',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      '/..//evil.example',
      'https://user:pw@desk.example/',
      'https://desk.example/\tx',
      '',
      undefined,
    ])
      expect(isFollowableAddress(target, ORIGIN), String(target)).toBe(false);
  });
});

describe('the login address the app builds', () => {
  it('remembers the current address when it is plain, else only the origin root', () => {
    const plain = createTestRuntime({ host: { currentHref: () => `${ORIGIN}/me?from=test` } }).runtime;
    expect(plain.session.loginRedirectUrl(`${ORIGIN}/me?from=test`)).toBe(`/login?redirect=${encodeURIComponent(`${ORIGIN}/me?from=test`)}`);
    const { runtime } = createTestRuntime();
    expect(runtime.session.loginRedirectUrl(`${ORIGIN}//evil.example/`)).toBe(`/login?redirect=${encodeURIComponent(`${ORIGIN}/`)}`);
    expect(runtime.session.loginRedirectUrl(`${ORIGIN}/..//evil.example/`)).toBe(`/login?redirect=${encodeURIComponent(`${ORIGIN}/`)}`);
  });
});

describe("boot follows the role check's go-path", () => {
  const bootWith = (roleGoPath: string) => {
    const t = createTestRuntime();
    t.server.on('GET', '/api/v2/base/webConfig', ok({ dosm: { web: { isH5: false, roleGoPath } } }));
    t.server.on('GET', '/api/v2/base/menuPermission/login', ok({ rbac: ['44'], user: { userId: 'u1', userName: 'ann', accountId: 'acc' } }));
    t.server.on('POST', '/api/v2/base/role/get', ok([]));
    t.server.on('GET', '/api/v2/base/judge/getRoleInfoByUserId', ok({ result: [{ type: 1 }] }));
    return t;
  };

  it('to an http(s) address or a plain path', async () => {
    for (const goPath of ['https://pc.example.com/workorder', '/pc/go']) {
      const t = bootWith(goPath);
      expect(await runBoot(t.runtime)).toMatchObject({ status: 'redirect' });
      expect(t.host.assigned).toEqual([`${goPath}?workOrderId=42`]);
    }
  });

  it.each(['javascript:alert(1)', '//evil.example/', '/\\evil.example/', '/..//evil.example/', 'data:text/html,x'])('never to %j: the reason is shown in place', async (goPath) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const t = bootWith(goPath);
    expect(await runBoot(t.runtime)).toMatchObject({ status: 'forbidden', reason: 'role' });
    expect(t.host.assigned).toEqual([]);
  });
});
