// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/WRITTEN_SIGNATURE.fields.json';
import values from '../../../fixtures/fields/WRITTEN_SIGNATURE.values.json';
import { createFakeServer, ok } from '../../../tests/unit/core/fake-server';
import { renderField } from '../shared/test-utils';
import { writtenSignatureField } from './definition';
import { canvasPixels, mapSignatureProps, signatureFileName, signatureOf } from './normalize';
import { SignatureField } from './SignatureField';
import { SignatureReadPretty } from './SignatureReadPretty';

// jsdom has no canvas: the pad library is replaced by a stand-in whose strokes the test controls.
const pad = vi.hoisted(() => ({ empty: true, cleared: 0 }));
vi.mock('signature_pad', () => ({
  default: class FakeSignaturePad extends EventTarget {
    isEmpty() {
      return pad.empty;
    }
    clear() {
      pad.cleared += 1;
      pad.empty = true;
    }
    toData() {
      return [];
    }
    fromData() {}
    off() {}
  },
}));

beforeEach(() => {
  pad.empty = true;
  pad.cleared = 0;
  HTMLCanvasElement.prototype.toBlob = function toBlob(callback: BlobCallback) {
    callback(new Blob(['PNG'], { type: 'image/png' }));
  };
});
afterEach(cleanup);

const propsOf = (code: keyof typeof fixture.properties) => mapSignatureProps((fixture.properties[code] as { 'x-props'?: Record<string, unknown> })['x-props'] ?? {});

describe('signature helpers', () => {
  it('names the PNG, reads the stored file and sizes the canvas for the pixel ratio', () => {
    // 2024-05-10 01:03:07 UTC is 09:03:07 at +08:00 (timeZoneOffset 480), whatever the device's zone.
    expect(signatureFileName('签名', new Date(Date.UTC(2024, 4, 10, 1, 3, 7)), 480)).toBe('签名-20240510090307.png');
    expect(signatureFileName(' ', new Date(Date.UTC(2024, 4, 10, 1, 3, 7)), -300)).toBe('signature-20240509200307.png');
    expect(signatureOf(values.approverSignature)).toEqual(values.approverSignature);
    expect(signatureOf([values.approverSignature])).toEqual(values.approverSignature);
    expect(signatureOf('')).toBeUndefined();
    expect(canvasPixels(300, 200, 3)).toEqual({ width: 900, height: 600, scale: 3 });
    expect(canvasPixels(300, 200, 0.5)).toEqual({ width: 300, height: 200, scale: 1 });
    expect(writtenSignatureField.valueKind).toBe('single');
    expect(writtenSignatureField.mapProps!({ menuCode: 'm1', fieldWidth: 'HALF' })).toEqual({ menuCode: 'm1' });
  });
});

describe('SignatureField', () => {
  it('opens the lazily loaded pad, refuses an empty signature, clears, and stores the uploaded PNG', async () => {
    const server = createFakeServer();
    server.on('POST', '/api/v2/base/file/upload', ok({ id: 'f-sign', name: 'signature-20240510090307.png', size: 3, url: '/api/v2/base/file/download/f-sign' }));
    const onChange = vi.fn();
    const view = renderField(<SignatureField {...propsOf('approverSignature')} value="" onChange={onChange} now={() => new Date(Date.UTC(2024, 4, 10, 1, 3, 7))} />, {
      requestAdapter: server.adapter,
      language: 'en',
    });
    const toasts: string[] = [];
    view.runtime.bus.on('toast:show', (toast) => void toasts.push(toast.message));
    fireEvent.click(screen.getByRole('button', { name: 'Tap to sign' }));
    await screen.findByTestId('signature-panel', undefined, { timeout: 5000 });

    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(toasts).toEqual(['Please sign first']));
    expect(server.calls).toHaveLength(0);

    pad.empty = false;
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(pad.cleared).toBeGreaterThan(0);
    pad.empty = false;
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ id: 'f-sign', name: 'signature-20240510090307.png', size: 3, url: '/api/v2/base/file/download/f-sign' }));
    const form = server.callsTo('/api/v2/base/file/upload')[0]!.data as FormData;
    const sent = form.get('file') as File;
    expect(sent.name).toBe('signature-20240510090307.png');
    expect(sent.type).toBe('image/png');
    await waitFor(() => expect(screen.queryByTestId('signature-panel')).toBeNull());
  });

  it('uploads with /file/auth/upload when the field has a menu code', async () => {
    const server = createFakeServer();
    server.on('POST', '/api/v2/base/file/auth/upload', ok({ id: 'f2', name: 's.png', size: 3 }));
    const onChange = vi.fn();
    renderField(<SignatureField {...propsOf('customerSignature')} onChange={onChange} />, { requestAdapter: server.adapter });
    fireEvent.click(screen.getByTestId('signature-trigger'));
    await screen.findByTestId('signature-panel', undefined, { timeout: 5000 });
    pad.empty = false;
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(server.callsTo('/api/v2/base/file/auth/upload')[0]!.params).toEqual({ menuCode: 'itsm_incident' });
  });

  it('disabled and read-only fields show the signature faded and do not open', () => {
    for (const locked of [{ disabled: true }, { readOnly: true }]) {
      renderField(<SignatureField {...locked} value={values.approverSignature} />);
      const trigger = screen.getByTestId('signature-trigger');
      expect(trigger.style.opacity).toBe('0.45');
      expect(screen.getByRole('img', { name: '手写签名' }).getAttribute('src')).toBe('/gateway/dosm/api/v2/base/file/download/f-9f2a');
      fireEvent.click(trigger);
      expect(screen.queryByTestId('signature-loading')).toBeNull();
      expect(screen.queryByTestId('signature-panel')).toBeNull();
      cleanup();
    }
  });
});

describe('SignatureReadPretty', () => {
  it("shows the image, '--' when empty", () => {
    renderField(<SignatureReadPretty value={values.approverSignature} />, { language: 'en' });
    expect(screen.getByRole('img', { name: 'Handwritten signature' })).toBeTruthy();
    cleanup();
    renderField(<SignatureReadPretty value="" />);
    expect(screen.getByText('--')).toBeTruthy();
  });
});
