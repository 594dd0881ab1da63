import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/fields/UPLOAD.fields.json';
import { defaultConfig, defaultFileTypeGroups } from '@core/config';
import {
  acceptAttribute,
  checkFile,
  checkSelection,
  extensionOf,
  fileHref,
  filesOf,
  imageSrc,
  isImageName,
  mapUploadProps,
  resolveFileUrl,
  resolveUploadSettings,
  stripDots,
  toUploadedFile,
  uploadTarget,
} from './normalize';

const MB = 1024 * 1024;
const settingsOf = (code: keyof typeof fixture.properties) => resolveUploadSettings(mapUploadProps(fixture.properties[code]['x-props']).upload, defaultFileTypeGroups);
const path = (prefix: string, p: string) => `/api/v2/${prefix}${p}`;

describe('upload settings', () => {
  it('strips dots from extensions', () => {
    expect(stripDots(['.PNG', 'jpg', '*.gif', '..bmp', '', 'jpg'])).toEqual(['png', 'jpg', 'gif', 'bmp']);
    expect(stripDots('.doc, .docx；pdf')).toEqual(['doc', 'docx', 'pdf']);
    expect(extensionOf('a.b/报告.final.PDF')).toBe('pdf');
    expect(extensionOf('.bashrc')).toBe('');
    expect(extensionOf('README')).toBe('');
  });

  it('ONLY_IMG (the default) takes the configured pictures; files take their own list or the checked groups', () => {
    expect(resolveUploadSettings({}, defaultFileTypeGroups)).toEqual({ kind: 'images', extensions: ['jpeg', 'jpg', 'png', 'gif', 'bmp', 'webp', 'tiff'], maxCount: 1, maxBytes: 100 * MB });
    expect(settingsOf('sitePhotos')).toMatchObject({ kind: 'images', maxCount: 3, maxBytes: 5 * MB });
    const files = settingsOf('attachments');
    expect(files).toMatchObject({ kind: 'files', maxCount: 5, maxBytes: 20 * MB });
    // documents and pictures are checked by default; audio/video and other are not.
    expect(files.extensions).toEqual(expect.arrayContaining(['doc', 'xlsm', 'png', 'tiff']));
    expect(files.extensions).not.toContain('mp4');
    expect(settingsOf('logs')).toMatchObject({ extensions: ['log', 'txt', 'zip'], maxCount: 2 });
    expect(settingsOf('anything').extensions).toEqual([]);
    const custom = [{ key: 'pictures' as const, extensions: ['.heic'], checked: true }];
    expect(resolveUploadSettings({}, custom).extensions).toEqual(['heic']);
    expect(isImageName('x.HEIC', custom)).toBe(true);
    expect(acceptAttribute(settingsOf('logs'))).toBe('.log,.txt,.zip');
    expect(acceptAttribute(settingsOf('anything'))).toBeUndefined();
  });

  it('maps the menu code and the template', () => {
    const mapped = mapUploadProps(fixture.properties.logs['x-props']);
    expect(mapped.menuCode).toBe('itsm_incident');
    expect(mapped.template).toEqual({ id: 'f-77c1', name: '升级方案.docx', size: 0, url: '/api/v2/base/file/download/f-77c1' });
    expect(mapUploadProps({}).menuCode).toBeUndefined();
  });
});

describe('file checks', () => {
  const photos = settingsOf('sitePhotos');

  it('refuses empty files, names over 80 characters, wrong formats and oversize files', () => {
    expect(checkFile({ name: 'a.png', size: 0 }, photos)).toEqual({ key: 'emptyFile' });
    expect(checkFile({ name: `${'照'.repeat(76)}.png`, size: 10 }, photos)).toBeUndefined();
    expect(checkFile({ name: `${'照'.repeat(77)}.png`, size: 10 }, photos)).toEqual({ key: 'nameTooLong', max: 80 });
    expect(checkFile({ name: 'a.pdf', size: 10 }, photos)).toEqual({ key: 'wrongFormat' });
    expect(checkFile({ name: 'noext', size: 10 }, photos)).toEqual({ key: 'wrongFormat' });
    expect(checkFile({ name: 'a.PNG', size: 5 * MB }, photos)).toBeUndefined();
    expect(checkFile({ name: 'a.png', size: 5 * MB + 1 }, photos)).toEqual({ key: 'tooLarge', max: '5MB' });
    expect(checkFile({ name: 'a.exe', size: 1 }, settingsOf('anything'))).toBeUndefined();
  });

  it('refuses files beyond the free slots with the count limit', () => {
    const files = [{ name: 'a.png', size: 1 }, { name: 'b.txt', size: 1 }, { name: 'c.png', size: 1 }, { name: 'd.png', size: 1 }];
    const result = checkSelection(files, photos, 1);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.png', 'c.png']);
    expect(result.rejected).toEqual([
      { file: files[1], rejection: { key: 'wrongFormat' } },
      { file: files[3], rejection: { key: 'tooMany', max: 3 } },
    ]);
  });
});

describe('files and calls', () => {
  it('reads server file records', () => {
    expect(toUploadedFile({ fileId: 7, fileName: 'a.png', fileSize: '12' })).toEqual({ id: '7', name: 'a.png', size: 12 });
    expect(toUploadedFile({ name: 'x' })).toBeUndefined();
    expect(toUploadedFile({ id: 'f1' }, { name: 'b.png', size: 3 })).toEqual({ id: 'f1', name: 'b.png', size: 3 });
    expect(filesOf([{ id: 'a', name: 'a', size: 1 }, 'junk', null])).toEqual([{ id: 'a', name: 'a', size: 1 }]);
    expect(filesOf('')).toEqual([]);
  });

  it('uploads to /file/upload, or /file/auth/upload with the menu code', () => {
    expect(uploadTarget({ path }, undefined)).toEqual({ path: '/api/v2/base/file/upload' });
    expect(uploadTarget({ path }, 'm1')).toEqual({ path: '/api/v2/base/file/auth/upload', params: { menuCode: 'm1' } });
  });

  it('reviews previewable files and falls back to download for the others', () => {
    const env = { apiBase: defaultConfig.apiBase, path };
    expect(fileHref('review', { id: 'f1', name: 'a.pdf', size: 1 }, env)).toBe('/gateway/dosm/api/v2/base/file/review?id=f1');
    expect(fileHref('review', { id: 'f2', name: 'a.docx', size: 1 }, env)).toBe('/gateway/dosm/api/v2/base/file/download?id=f2');
    expect(fileHref('download', { id: 'f1', name: 'a.pdf', size: 1 }, { ...env, menuCode: 'm 1' })).toBe('/gateway/dosm/api/v2/base/file/auth/download?id=f1&menuCode=m+1');
    expect(fileHref('review', { id: 'f1', name: 'a.png', size: 1 }, { ...env, menuCode: 'm1' })).toBe('/gateway/dosm/api/v2/base/file/auth/review?id=f1&menuCode=m1');
    expect(resolveFileUrl('/api/v2/base/file/download/f-9f2a', '/gateway/dosm')).toBe('/gateway/dosm/api/v2/base/file/download/f-9f2a');
    expect(resolveFileUrl('/gateway/dosm/x', '/gateway/dosm/')).toBe('/gateway/dosm/x');
    expect(resolveFileUrl('https://cdn.example.com/a.png', '/gateway/dosm')).toBe('https://cdn.example.com/a.png');
    expect(resolveFileUrl('blob:abc', '/gateway/dosm')).toBe('blob:abc');
  });

  it("never puts a file's javascript: or other unsafe URL into an image: its review address instead", () => {
    const env = { apiBase: defaultConfig.apiBase, path };
    const review = '/gateway/dosm/api/v2/base/file/review?id=f1';
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:image/svg+xml,<svg onload=alert(1)>', 'vbscript:x']) {
      expect(imageSrc({ id: 'f1', name: 'a.png', size: 1, url }, env), url).toBe(review);
    }
    expect(imageSrc({ id: 'f1', name: 'a.png', size: 1, url: ' \u0001javascript:alert(1)' }, env)).toBe(review);
    expect(imageSrc({ id: 'f1', name: 'a.png', size: 1, url: 'https://cdn.example.com/a.png' }, env)).toBe('https://cdn.example.com/a.png');
    expect(imageSrc({ id: 'f1', name: 'a.png', size: 1, url: 'data:image/png;base64,iVBORw0KGgo=' }, env)).toBe('data:image/png;base64,iVBORw0KGgo=');
    // With a menu code a path of this API gives way to the /auth/ review call; other hosts and local data stay.
    const auth = { ...env, menuCode: 'm1' };
    expect(imageSrc({ id: 'f1', name: 'a.png', size: 1, url: '/api/v2/base/file/download/f1' }, auth)).toBe('/gateway/dosm/api/v2/base/file/auth/review?id=f1&menuCode=m1');
    expect(imageSrc({ id: 'f1', name: 'a.png', size: 1 }, auth)).toBe('/gateway/dosm/api/v2/base/file/auth/review?id=f1&menuCode=m1');
    expect(imageSrc({ id: 'f1', name: 'a.png', size: 1, url: 'https://cdn.example.com/a.png' }, auth)).toBe('https://cdn.example.com/a.png');
    expect(imageSrc({ id: 'f1', name: 'a.png', size: 1, url: 'javascript:alert(1)' }, auth)).toBe('/gateway/dosm/api/v2/base/file/auth/review?id=f1&menuCode=m1');
  });
});
