// Redirect targets (the raw value of `redirect` in the login address) tried against the app's check
// (safeRedirectPath in src/core/session/safe-redirect.ts), the demo login page's (login.js) and, in
// Chromium, a real login (tests/e2e/security.e2e.test.ts). `{origin}` stands for the app's origin
// (`http://127.0.0.1:8080`), `{host}` for its host (`127.0.0.1:8080`).

/** Forms that leave (or could leave) the origin: every one must be refused (the login page then goes to `/`). */
export const HOSTILE_REDIRECTS: readonly string[] = [
  // Dot segments the browser resolves into `//host`.
  '/.//evil.example/',
  '/..//evil.example/',
  '/a/../..//evil.example/',
  '/%2e%2e//evil.example/',
  '/%2E//evil.example/',
  '/.%2e//evil.example/',
  '/..%2F/evil.example',
  '/./evil.example',
  // Protocol-relative and backslash forms.
  '//evil.example/x',
  '///evil.example',
  '////evil.example/',
  '/\\evil.example/',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '//evil.example\\@{host}/',
  '//{host}@evil.example/',
  // Encoded slashes and backslashes, also double-encoded.
  '/%2F/evil.example',
  '/%2f%2fevil.example',
  '/%5Cevil.example/',
  '/%5C%5Cevil.example',
  '/%252F%252Fevil.example',
  '/%255C%255Cevil.example',
  // Control characters the URL parser drops (tab, newline), raw and encoded, and leading spaces.
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/%09/evil.example',
  '/%0A/evil.example',
  '/\u0000/evil.example',
  '/%00/evil.example',
  // Absolute addresses: other hosts, user info, this origin with a path that is another host.
  'http://evil.example/',
  'https://evil.example',
  'HTTP://evil.example',
  'http:evil.example',
  'http:/evil.example',
  'http:\\\\evil.example',
  '{origin}@evil.example/',
  '{origin}//evil.example/',
  '{origin}/..//evil.example/',
  '{origin}/%2e%2e//evil.example/',
  'https://{host}/homePage',
  // Other schemes and relative addresses.
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.domain)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'blob:{origin}/x',
  'evil.example',
  // Malformed or absurd.
  '/%E0%A4%A',
  `/${'a'.repeat(9000)}`,
];

/** Plain same-origin targets and what they become (the query may hold anything encoded). */
export const SAFE_REDIRECTS: ReadonlyArray<readonly [raw: string, path: string]> = [
  ['/', '/'],
  ['/homePage', '/homePage'],
  ['/me?from=test', '/me?from=test'],
  ['/orderDetails?workOrderId=WO-1#top', '/orderDetails?workOrderId=WO-1#top'],
  ['/orderCreate?processDefId=proc-incident%3A3%3A90017', '/orderCreate?processDefId=proc-incident%3A3%3A90017'],
  ['/flowCenter?next=%2F%2Fevil.example', '/flowCenter?next=%2F%2Fevil.example'],
  ['/me?next=//evil.example', '/me?next=//evil.example'],
  ['/evil.example', '/evil.example'],
  ['/@evil.example', '/@evil.example'],
  ['{origin}/homePage', '/homePage'],
  ['{origin}/me?from=test', '/me?from=test'],
  ['/%E5%B7%A5%E5%8D%95', '/%E5%B7%A5%E5%8D%95'],
];

/** A form with `{origin}` and `{host}` filled in. */
export function fillRedirect(form: string, origin: string): string {
  return form.split('{origin}').join(origin).split('{host}').join(new URL(origin).host);
}
