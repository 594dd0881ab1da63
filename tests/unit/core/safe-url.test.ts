import { describe, expect, it } from 'vitest';
import { safeUrl } from '@core';

describe('safeUrl', () => {
  it('keeps http(s), blob: and relative addresses', () => {
    for (const url of ['https://files.example.com/a.png', 'http://x/y?z=1', 'blob:https://app.example/123', '/gateway/dosm/file/review?id=1', 'a/b.png', '?id=1']) {
      expect(safeUrl(url), url).toBe(url);
    }
  });

  it('refuses script and other schemes, however they are disguised', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      '\u0001javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'intent://x#Intent;end',
      '',
      '   ',
    ]) {
      expect(safeUrl(url), JSON.stringify(url)).toBeUndefined();
      expect(safeUrl(url, 'image'), JSON.stringify(url)).toBeUndefined();
    }
    expect(safeUrl(42)).toBeUndefined();
  });

  it('allows raster data: images for images only', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    expect(safeUrl(png, 'image')).toBe(png);
    expect(safeUrl('data:image/jpeg;base64,/9j/4AAQ', 'image')).toBe('data:image/jpeg;base64,/9j/4AAQ');
    expect(safeUrl(png, 'link')).toBeUndefined();
  });
});
