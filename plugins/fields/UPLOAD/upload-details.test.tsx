// @vitest-environment jsdom
// UPLOAD details (issue 18): /file/auth/ calls with a menu code, review falling back to download, large
// photos compressed on the phone (compressorjs, mocked at its module boundary), per-file Retry.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/UPLOAD.fields.json';
import values from '../../../fixtures/fields/UPLOAD.values.json';
import { createFakeServer, ok, type RecordedCall } from '../../../tests/unit/core/fake-server';
import { renderField } from '../shared/test-utils';
import { useState } from 'react';
import { mapUploadProps, type UploadedFile } from './normalize';
import { UploadField } from './UploadField';
import { UploadReadPretty } from './UploadReadPretty';
import { compressImageCode } from './use-uploader';

// The compressor library at its module boundary: what it was given, and what it answers.
const compressor = vi.hoisted(() => ({
  calls: [] as Array<{ file: Blob; options: Record<string, unknown> }>,
  /** Builds the "compressed" result from the input; `undefined` fails the compression. */
  answer: (file: Blob): Blob | undefined => file,
}));
vi.mock('compressorjs', () => ({
  default: class FakeCompressor {
    constructor(file: Blob, options: { success?: (out: Blob) => void; error?: (error: Error) => void } & Record<string, unknown>) {
      compressor.calls.push({ file, options });
      const out = compressor.answer(file);
      queueMicrotask(() => (out ? options.success?.(out) : options.error?.(new Error('decode failed'))));
    }
    abort() {}
  },
}));

const MB = 1024 * 1024;
const propsOf = (code: keyof typeof fixture.properties) => mapUploadProps(fixture.properties[code]['x-props']);

/** A file with real bytes (FormData copies the content, so the sent size is the real one). */
function bytes(name: string, size: number, type: string): File {
  return new File([new Uint8Array(size)], name, { type });
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
}

function toastsOf(runtime: { bus: { on: (name: 'toast:show', fn: (p: { message: string }) => void) => unknown } }): string[] {
  const list: string[] = [];
  runtime.bus.on('toast:show', (toast) => void list.push(toast.message));
  return list;
}

/** The file a recorded upload call sent. */
const sent = (call: RecordedCall) => (call.data as FormData).get('file') as File;

/** A server storing each upload under a new id. */
function storingServer(path = '/api/v2/base/file/upload') {
  const server = createFakeServer();
  let seq = 0;
  server.on('POST', path, (call) => {
    const file = sent(call);
    seq += 1;
    return ok({ id: `f-${seq}`, name: file.name, size: file.size });
  });
  return server;
}

beforeEach(() => {
  compressor.calls = [];
  compressor.answer = (file) => file;
});
afterEach(cleanup);

describe('UPLOAD: file calls with a menu code', () => {
  it('review and download go to /file/auth/ with the menu code; non-previewable files fall back to download', () => {
    const openUrl = vi.fn();
    renderField(<UploadField {...propsOf('logs')} value={values.attachments} openUrl={openUrl} />, { language: 'en' });
    fireEvent.click(screen.getByRole('button', { name: 'Preview 升级方案.docx' }));
    fireEvent.click(screen.getByRole('button', { name: 'Preview network-topology.pdf' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download template: 升级方案.docx' }));
    expect(openUrl.mock.calls).toEqual([
      ['/gateway/dosm/api/v2/base/file/auth/download?id=f-77c1&menuCode=itsm_incident'],
      ['/gateway/dosm/api/v2/base/file/auth/review?id=f-31d0&menuCode=itsm_incident'],
      ['/gateway/dosm/api/v2/base/file/auth/download?id=f-77c1&menuCode=itsm_incident'],
    ]);
  });

  it('without a menu code the plain calls: review, and download for what cannot be previewed', () => {
    const openUrl = vi.fn();
    renderField(<UploadReadPretty {...propsOf('attachments')} value={values.attachments} openUrl={openUrl} />);
    fireEvent.click(screen.getByRole('button', { name: '预览 升级方案.docx' }));
    fireEvent.click(screen.getByRole('button', { name: '预览 network-topology.pdf' }));
    expect(openUrl.mock.calls).toEqual([['/gateway/dosm/api/v2/base/file/download?id=f-77c1'], ['/gateway/dosm/api/v2/base/file/review?id=f-31d0']]);
  });

  it("pictures load through /file/auth/review with a menu code, not the stored path of the plain call", () => {
    renderField(<UploadReadPretty {...propsOf('sitePhotos')} menuCode="itsm_incident" value={values.sitePhotos} />);
    expect(screen.getByRole('img', { name: 'outlook-error.png' }).getAttribute('src')).toBe('/gateway/dosm/api/v2/base/file/auth/review?id=f-9f2a&menuCode=itsm_incident');
    cleanup();
    renderField(<UploadReadPretty {...propsOf('sitePhotos')} value={values.sitePhotos} />);
    expect(screen.getByRole('img', { name: 'outlook-error.png' }).getAttribute('src')).toBe('/gateway/dosm/api/v2/base/file/download/f-9f2a');
  });

  it('uploads to /file/auth/upload with the menu code', async () => {
    const server = storingServer('/api/v2/base/file/auth/upload');
    const onChange = vi.fn();
    renderField(<UploadField {...propsOf('logs')} value={[]} onChange={onChange} />, { requestAdapter: server.adapter });
    choose(bytes('app.log', 10, 'text/plain'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ id: 'f-1', name: 'app.log', size: 10 }]));
    expect(server.callsTo('/api/v2/base/file/auth/upload').map((call) => call.params)).toEqual([{ menuCode: 'itsm_incident' }]);
    expect(server.callsTo('/api/v2/base/file/upload')).toEqual([]);
  });
});

describe('UPLOAD: large photos compressed on the phone', () => {
  it('a small picture goes as it is, without loading the compressor', async () => {
    const server = storingServer();
    const onChange = vi.fn();
    renderField(<UploadField {...propsOf('sitePhotos')} value={[]} onChange={onChange} />, { requestAdapter: server.adapter });
    choose(bytes('small.jpg', 200 * 1024, 'image/jpeg'));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(compressor.calls).toEqual([]);
    expect(compressImageCode.loaded()).toBeUndefined();
    expect(sent(server.calls[0]!).size).toBe(200 * 1024);
  });

  it('a large photo is compressed (at most 2048 px, type kept) and the smaller result is sent under its name', async () => {
    const server = storingServer();
    const onChange = vi.fn();
    compressor.answer = () => new Blob([new Uint8Array(300 * 1024)], { type: 'image/jpeg' });
    renderField(<UploadField {...propsOf('sitePhotos')} value={[]} onChange={onChange} />, { requestAdapter: server.adapter });
    const photo = bytes('IMG_0042.jpg', 4 * MB, 'image/jpeg');
    choose(photo);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ id: 'f-1', name: 'IMG_0042.jpg', size: 300 * 1024 }]));
    expect(compressor.calls).toHaveLength(1);
    expect(compressor.calls[0]!.file).toBe(photo);
    expect(compressor.calls[0]!.options).toMatchObject({ maxWidth: 2048, maxHeight: 2048, convertSize: Infinity, retainExif: false });
    expect(sent(server.calls[0]!)).toMatchObject({ name: 'IMG_0042.jpg', size: 300 * 1024 });
  });

  it('keeps the original when compression does not make it smaller, or fails', async () => {
    const server = storingServer();
    const onChange = vi.fn();
    compressor.answer = (file) => new Blob([new Uint8Array(file.size + 1024)], { type: 'image/png' });
    renderField(<UploadField {...propsOf('sitePhotos')} value={[]} onChange={onChange} />, { requestAdapter: server.adapter });
    choose(bytes('diagram.png', 2 * MB, 'image/png'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(compressor.calls).toHaveLength(1);
    expect(sent(server.calls[0]!)).toMatchObject({ name: 'diagram.png', size: 2 * MB });

    compressor.answer = () => undefined;
    choose(bytes('broken.jpg', 3 * MB, 'image/jpeg'));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(sent(server.calls[1]!)).toMatchObject({ name: 'broken.jpg', size: 3 * MB });
  });

  it('a photo over the field limit is accepted when compression brings it under, refused when it does not', async () => {
    const server = storingServer();
    const onChange = vi.fn();
    const view = renderField(<UploadField {...propsOf('sitePhotos')} value={[]} onChange={onChange} />, { requestAdapter: server.adapter });
    const toasts = toastsOf(view.runtime);
    // sitePhotos: at most 5 MB a file.
    compressor.answer = () => new Blob([new Uint8Array(1 * MB)], { type: 'image/jpeg' });
    choose(bytes('big.jpg', 6 * MB, 'image/jpeg'));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ id: 'f-1', name: 'big.jpg', size: 1 * MB }]));
    expect(toasts).toEqual([]);

    compressor.answer = () => new Blob([new Uint8Array(5.5 * MB)], { type: 'image/jpeg' });
    choose(bytes('huge.jpg', 8 * MB, 'image/jpeg'));
    await waitFor(() => expect(toasts).toEqual(['文件大小超出限制（5MB）']));
    expect(server.calls).toHaveLength(1);
    expect(screen.queryByTestId('upload-pending')).toBeNull();
    // Not a picture the phone can compress: refused at once, as before.
    choose(bytes('scan.bmp', 6 * MB, 'image/bmp'));
    expect(toasts).toEqual(['文件大小超出限制（5MB）', '文件大小超出限制（5MB）']);
    expect(compressor.calls).toHaveLength(2);
  });
});

describe('UPLOAD: retry of a failed file', () => {
  it('Retry (named by the file, reachable by keyboard) re-sends only the failed file and keeps the others', async () => {
    const server = createFakeServer();
    let failB = true;
    server.on('POST', '/api/v2/base/file/upload', (call) => {
      const file = sent(call);
      if (file.name === 'b.pdf' && failB) return { status: 200, body: { code: 500100, msg: '存储空间不足' } };
      return ok({ id: `id-${file.name}`, name: file.name, size: file.size });
    });
    const onChange = vi.fn();
    // A form holding the value, as SchemaForm does.
    function Form() {
      const [value, setValue] = useState<UploadedFile[]>([]);
      return <UploadField {...propsOf('attachments')} value={value} onChange={(next) => (setValue(next ?? []), onChange(next))} />;
    }
    renderField(<Form />, { requestAdapter: server.adapter, language: 'en' });
    choose(bytes('a.pdf', 10, 'application/pdf'), bytes('b.pdf', 20, 'application/pdf'), bytes('c.pdf', 30, 'application/pdf'));
    const retry = await screen.findByRole('button', { name: 'Retry uploading b.pdf' });
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    // The value keeps what uploaded; the failed file stays listed with its reason.
    expect((onChange.mock.calls.at(-1)![0] as Array<{ name: string }>).map((file) => file.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(screen.getByRole('button', { name: 'Preview a.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Preview c.pdf' })).toBeTruthy();
    expect(screen.getByTestId('upload-pending').textContent).toContain('存储空间不足');
    expect(retry.tagName).toBe('BUTTON');
    expect(retry.getAttribute('tabindex')).not.toBe('-1');
    expect(document.getElementById(retry.getAttribute('aria-describedby') ?? '')?.textContent).toBe('存储空间不足');
    expect(server.calls.map((call) => sent(call).name).sort()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);

    failB = false;
    retry.focus();
    fireEvent.click(retry);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));
    expect(server.calls.slice(3).map((call) => sent(call).name)).toEqual(['b.pdf']);
    expect((onChange.mock.calls.at(-1)![0] as Array<{ name: string }>).map((file) => file.name)).toEqual(['a.pdf', 'c.pdf', 'b.pdf']);
    expect(screen.queryByTestId('upload-pending')).toBeNull();
  });

  it('a compressed photo that failed is retried with the same compressed bytes (compressed once)', async () => {
    const server = createFakeServer();
    let fail = true;
    server.on('POST', '/api/v2/base/file/upload', (call) => (fail ? 'network' : ok({ id: 'f-1', name: sent(call).name, size: sent(call).size })));
    compressor.answer = () => new Blob([new Uint8Array(100 * 1024)], { type: 'image/jpeg' });
    const onChange = vi.fn();
    renderField(<UploadField {...propsOf('sitePhotos')} value={[]} onChange={onChange} />, { requestAdapter: server.adapter });
    choose(bytes('IMG_1.jpg', 3 * MB, 'image/jpeg'));
    const retry = await screen.findByRole('button', { name: '重试上传 IMG_1.jpg' });
    // In the picture grid the failed tile is the Retry button, with the discard badge beside it.
    expect(retry.textContent).toContain('重试');
    expect(screen.getByRole('button', { name: '删除 IMG_1.jpg' })).toBeTruthy();
    fail = false;
    act(() => retry.click());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ id: 'f-1', name: 'IMG_1.jpg', size: 100 * 1024 }]));
    expect(compressor.calls).toHaveLength(1);
    expect(server.calls.map((call) => sent(call).size)).toEqual([100 * 1024, 100 * 1024]);
  });
});
