// The scan decoder (issue 21 item 5) on generated images: a QR code made with `qrcode` (its module matrix drawn as
// RGBA pixels, since the test has no canvas) decodes to its text through @zxing/library; an image without a code
// decodes to nothing; where the platform has a BarcodeDetector its answer is used.
import { afterEach, describe, expect, it, vi } from 'vitest';
import QRCode from 'qrcode';
import { decodeCode, luminanceOf, type ImageDataLike } from './decode';

/** RGBA pixels of a QR code of `text`: `scale` pixels a module, a 4-module white quiet zone. */
function qrImage(text: string, scale = 4): ImageDataLike {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const side = (size + 8) * scale;
  const data = new Uint8ClampedArray(side * side * 4).fill(255);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!qr.modules.get(y, x)) continue;
      for (let dy = 0; dy < scale; dy++) {
        for (let dx = 0; dx < scale; dx++) {
          const p = (((y + 4) * scale + dy) * side + (x + 4) * scale + dx) * 4;
          data[p] = data[p + 1] = data[p + 2] = 0;
        }
      }
    }
  }
  return { data, width: side, height: side };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('decodeCode', () => {
  it('reads a generated QR code with zxing when there is no BarcodeDetector', async () => {
    expect((globalThis as { BarcodeDetector?: unknown }).BarcodeDetector).toBeUndefined();
    await expect(decodeCode(qrImage('SRV-0001'))).resolves.toBe('SRV-0001');
    await expect(decodeCode(qrImage('数据库-DB-0042', 3))).resolves.toBe('数据库-DB-0042');
  });

  it('finds nothing in a blank image', async () => {
    const blank = { data: new Uint8ClampedArray(80 * 80 * 4).fill(255), width: 80, height: 80 };
    await expect(decodeCode(blank)).resolves.toBeUndefined();
  });

  it('uses the platform BarcodeDetector where it exists, and zxing when it finds nothing', async () => {
    const detect = vi.fn().mockResolvedValueOnce([{ rawValue: ' NET-0007 ' }]).mockResolvedValueOnce([]);
    vi.stubGlobal('BarcodeDetector', class {
      detect = detect;
    });
    await expect(decodeCode(qrImage('ignored'))).resolves.toBe('NET-0007');
    await expect(decodeCode(qrImage('APP-0003'))).resolves.toBe('APP-0003');
    expect(detect).toHaveBeenCalledTimes(2);
  });

  it('reads transparent pixels as white', () => {
    const pixels = { data: new Uint8ClampedArray([0, 0, 0, 0, 0, 0, 0, 255, 255, 255, 255, 255]), width: 3, height: 1 };
    expect(Array.from(luminanceOf(pixels))).toEqual([255, 0, 255]);
  });
});
