// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ImageViewer } from 'antd-mobile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/UPLOAD.fields.json';
import values from '../../../fixtures/fields/UPLOAD.values.json';
import { createFakeServer, ok, type RecordedCall } from '../../../tests/unit/core/fake-server';
import { renderField } from '../shared/test-utils';
import { uploadField } from './definition';
import { mapUploadProps } from './normalize';
import { UploadField } from './UploadField';
import { UploadReadPretty } from './UploadReadPretty';

afterEach(cleanup);

const propsOf = (code: keyof typeof fixture.properties) => mapUploadProps(fixture.properties[code]['x-props']);

function fileOf(name: string, size: number, type = 'application/octet-stream'): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
}

function toastsOf(runtime: { bus: { on: (name: 'toast:show', fn: (p: { message: string }) => void) => unknown } }): string[] {
  const list: string[] = [];
  runtime.bus.on('toast:show', (toast) => void list.push(toast.message));
  return list;
}

describe('UPLOAD definition', () => {
  it('is a multi-value type with the file count rule', () => {
    expect(uploadField.valueKind).toBe('multi');
    expect(uploadField.emptyValue!()).toEqual([]);
    expect(uploadField.ruleKinds).toContain('fileCount');
  });
});

describe('UploadField', () => {
  it('refuses empty, wrong-format and oversize files with the spec texts (zh and en)', () => {
    const zh = renderField(<UploadField {...propsOf('sitePhotos')} value={[]} />);
    const zhToasts = toastsOf(zh.runtime);
    choose(fileOf('empty.png', 0), fileOf('a.pdf', 10), fileOf('big.png', 6 * 1024 * 1024), fileOf(`${'x'.repeat(81)}.png`, 10));
    expect(zhToasts).toEqual(['不能上传空文件', '格式不支持', '文件大小超出限制（5MB）', '文件名不能超过80个字符']);
    cleanup();
    const en = renderField(<UploadField {...propsOf('logs')} value={[]} />, { language: 'en' });
    const enToasts = toastsOf(en.runtime);
    choose(fileOf('a.log', 0), fileOf('a.png', 1), fileOf('a.txt', 101 * 1024 * 1024), fileOf('b.log', 1), fileOf('c.log', 1), fileOf('d.log', 1));
    expect(enToasts.slice(0, 4)).toEqual(['Cannot upload an empty file', 'Format not supported', 'File size exceeds the limit (100MB)', 'At most 2 files can be uploaded']);
  });

  it('the hint lists the allowed types, wrapping at a slash', () => {
    renderField(<UploadField {...propsOf('attachments')} value={[]} />);
    const hint = document.querySelector('.sd-upload-hint')?.textContent ?? '';
    expect(hint.startsWith('支持 doc/\u200Bdocx/\u200Bpdf/')).toBe(true);
    expect(hint.replaceAll('\u200B', '')).toMatch(/^支持 doc\/docx\/pdf\/.*\/tiff，单个文件不超过 20MB，最多 5 个$/);
  });

  it('uploads multipart to /file/upload with the configured timeout and a real progress bar', async () => {
    const server = createFakeServer();
    let release: () => void = () => undefined;
    let seen: RecordedCall | undefined;
    server.on('POST', '/api/v2/base/file/upload', (call) => {
      seen = call;
      call.config.onUploadProgress?.(0.4);
      return new Promise((resolve) => {
        release = () => resolve(ok({ id: 'f-new', name: 'screen.png', size: 2048, url: '/api/v2/base/file/download/f-new' }).valueOf() as never);
      });
    });
    const onChange = vi.fn();
    renderField(<UploadField {...propsOf('sitePhotos')} value={[]} onChange={onChange} />, { requestAdapter: server.adapter, config: { uploadTimeout: 300000 } });
    choose(fileOf('screen.png', 2048, 'image/png'));
    await waitFor(() => expect(screen.getByText('上传中 40%')).toBeTruthy());
    expect(screen.getByTestId('upload-pending').querySelector('.adm-progress-bar-fill')?.getAttribute('style')).toContain('40%');
    expect(seen!.data).toBeInstanceOf(FormData);
    expect(((seen!.data as FormData).get('file') as File).name).toBe('screen.png');
    act(() => release());
    await waitFor(() => expect(onChange).toHaveBeenCalledWith([{ id: 'f-new', name: 'screen.png', size: 2048, url: '/api/v2/base/file/download/f-new' }]));
    expect(screen.queryByTestId('upload-pending')).toBeNull();
  });

  it('uses /file/auth/upload with the menu code, and reports a timeout', async () => {
    const server = createFakeServer();
    server.on('POST', '/api/v2/base/file/auth/upload', 'hang');
    const view = renderField(<UploadField {...propsOf('logs')} value={[]} />, { requestAdapter: server.adapter, config: { uploadTimeout: 30 }, language: 'en' });
    const toasts = toastsOf(view.runtime);
    choose(fileOf('app.log', 10));
    await waitFor(() => expect(toasts).toEqual(['Upload timed out']));
    expect(server.callsTo('/api/v2/base/file/auth/upload')[0]!.params).toEqual({ menuCode: 'itsm_incident' });
    expect(within(screen.getByTestId('upload-pending')).getByRole('alert').textContent).toBe('Upload timed out');
  });

  it('shows the server message when the upload fails', async () => {
    const server = createFakeServer();
    server.on('POST', '/api/v2/base/file/upload', { status: 200, body: { code: 500100, msg: '存储空间不足' } });
    const view = renderField(<UploadField {...propsOf('attachments')} value={[]} />, { requestAdapter: server.adapter });
    const toasts = toastsOf(view.runtime);
    choose(fileOf('a.pdf', 10));
    await waitFor(() => expect(toasts).toEqual(['存储空间不足']));
  });

  it('previews pictures in the image viewer and opens other files by review, falling back to download', async () => {
    const openUrl = vi.fn();
    renderField(<UploadField {...propsOf('attachments')} value={values.attachments} openUrl={openUrl} />);
    expect(screen.getByText('2.30MB')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '预览 升级方案.docx' }));
    fireEvent.click(screen.getByRole('button', { name: '预览 network-topology.pdf' }));
    expect(openUrl.mock.calls).toEqual([['/gateway/dosm/api/v2/base/file/download?id=f-77c1'], ['/gateway/dosm/api/v2/base/file/review?id=f-31d0']]);
    cleanup();
    renderField(<UploadField {...propsOf('sitePhotos')} value={values.sitePhotos} />);
    const img = screen.getByRole('img', { name: 'outlook-error.png' });
    expect(img.getAttribute('src')).toBe('/gateway/dosm/api/v2/base/file/download/f-9f2a');
    fireEvent.click(screen.getByRole('button', { name: '预览 outlook-error.png' }));
    await waitFor(() => expect(document.querySelector('.adm-image-viewer-content img, .adm-image-viewer-image-wrapper img')?.getAttribute('src')).toBe('/gateway/dosm/api/v2/base/file/download/f-9f2a'));
    act(() => ImageViewer.clear());
  });

  it('removes a file; disabled and read-only fields are faded and can neither add nor remove', () => {
    const onChange = vi.fn();
    renderField(<UploadField {...propsOf('attachments')} value={values.attachments} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '删除 升级方案.docx' }));
    expect(onChange).toHaveBeenCalledWith([values.attachments[1]]);
    cleanup();
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      const view = renderField(<UploadField {...propsOf('attachments')} {...locked} value={values.attachments} onChange={onChange} />);
      expect((view.container.firstChild as HTMLElement).style.opacity).toBe('0.45');
      expect(screen.queryByTestId('upload-input')).toBeNull();
      expect(screen.queryByRole('button', { name: '上传文件' })).toBeNull();
      expect(screen.queryByRole('button', { name: '删除 升级方案.docx' })).toBeNull();
      cleanup();
    }
  });

  it('hides the add button once the count limit is reached', () => {
    renderField(<UploadField {...propsOf('sitePhotos')} value={[...values.sitePhotos, { id: 'b', name: 'b.png', size: 1 }, { id: 'c', name: 'c.png', size: 1 }]} />);
    expect(screen.queryByRole('button', { name: '上传图片' })).toBeNull();
  });
});

describe('UploadReadPretty', () => {
  it("lists the stored files, '--' when there are none", () => {
    renderField(<UploadReadPretty {...propsOf('attachments')} value={values.attachments} />);
    expect(screen.getByText('network-topology.pdf')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /删除/ })).toBeNull();
    cleanup();
    renderField(<UploadReadPretty {...propsOf('attachments')} value={[]} />);
    expect(screen.getByText('--')).toBeTruthy();
  });
});
