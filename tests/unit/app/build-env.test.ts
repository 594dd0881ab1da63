// API_BASE at build time: the app's apiBase and the CSP's connect-src follow it.
import { afterEach, describe, expect, it } from 'vitest';
import { apiOrigin, contentSecurityPolicyFor } from '../../../scripts/csp.mjs';
import { buildApiBase } from '@app/build-env';

const globals = globalThis as { __SCHEMADESK_API_BASE__?: string };
afterEach(() => delete globals.__SCHEMADESK_API_BASE__);

describe('build-time API address', () => {
  it('keeps the configured default when the build names none', () => {
    expect(buildApiBase()).toBeUndefined();
    globals.__SCHEMADESK_API_BASE__ = '  ';
    expect(buildApiBase()).toBeUndefined();
    globals.__SCHEMADESK_API_BASE__ = 'https://api.example.com/gateway/dosm';
    expect(buildApiBase()).toBe('https://api.example.com/gateway/dosm');
  });

  it("lets the CSP connect to an absolute API_BASE's origin, and only 'self' for a path", () => {
    const connectSrc = (base: string | undefined) => contentSecurityPolicyFor(base).split('; ').find((part) => part.startsWith('connect-src'));
    expect(connectSrc(undefined)).toBe("connect-src 'self'");
    expect(connectSrc('/gateway/dosm')).toBe("connect-src 'self'");
    expect(connectSrc('https://api.example.com:8443/gateway/dosm')).toBe("connect-src 'self' https://api.example.com:8443");
    expect(contentSecurityPolicyFor('https://api.example.com')).toContain("script-src 'self'");
    expect(contentSecurityPolicyFor('https://api.example.com')).not.toContain('unsafe-eval');
  });

  it('refuses an API_BASE that is neither a path nor http(s)', () => {
    expect(apiOrigin('http://10.0.0.5/gw')).toBe('http://10.0.0.5');
    expect(() => apiOrigin('ftp://files.example.com')).toThrow(/http\(s\)/);
    expect(() => apiOrigin('gateway/dosm')).toThrow(/neither a path/);
  });

  it('is one policy for images too: this origin, the API origin, data: and blob:, never any https host', () => {
    const part = (base: string | undefined, name: string) => contentSecurityPolicyFor(base).split('; ').find((p) => p.startsWith(name));
    expect(part(undefined, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(part('https://api.example.com/gateway/dosm', 'img-src')).toBe("img-src 'self' https://api.example.com data: blob:");
    expect(contentSecurityPolicyFor(undefined)).not.toMatch(/https:(?!\/\/)/);
    expect(part(undefined, 'object-src')).toBe("object-src 'none'");
    expect(part(undefined, 'base-uri')).toBe("base-uri 'self'");
  });
});
