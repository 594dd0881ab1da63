// Reading a CI's QR code or barcode from an image (issue 21 item 5): the browser's BarcodeDetector where it exists,
// else @zxing/library, loaded on first use (its own chunk). No React, no DOM beyond what the image needs.

/** Pixels as ImageData holds them (RGBA, 4 bytes a pixel); a plain object of this shape will do (tests, workers). */
export interface ImageDataLike {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** What can be decoded: pixels, or an element/bitmap a canvas can draw. */
export type DecodableImage = ImageDataLike | HTMLCanvasElement | HTMLImageElement | HTMLVideoElement | ImageBitmap;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(image: unknown): Promise<DetectedBarcode[]>;
}
type BarcodeDetectorClass = new (options?: { formats?: string[] }) => BarcodeDetectorLike;

/** The platform's BarcodeDetector, when there is one. */
function nativeDetector(): BarcodeDetectorClass | undefined {
  const candidate = (globalThis as { BarcodeDetector?: unknown }).BarcodeDetector;
  return typeof candidate === 'function' ? (candidate as BarcodeDetectorClass) : undefined;
}

const isPixels = (image: DecodableImage): image is ImageDataLike => 'data' in image && image.data instanceof Uint8ClampedArray;

/** The pixels of an image, drawn on a canvas when it is not pixels already. */
function pixelsOf(image: DecodableImage): ImageDataLike {
  if (isPixels(image)) return image;
  if (typeof HTMLCanvasElement !== 'undefined' && image instanceof HTMLCanvasElement) {
    const context = image.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    return context.getImageData(0, 0, image.width, image.height);
  }
  const width = 'videoWidth' in image ? image.videoWidth : 'naturalWidth' in image ? image.naturalWidth : image.width;
  const height = 'videoHeight' in image ? image.videoHeight : 'naturalHeight' in image ? image.naturalHeight : image.height;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || !width || !height) throw new Error('no 2d canvas');
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/** Luminance (one byte a pixel) of RGBA pixels, as zxing reads it. */
export function luminanceOf(pixels: ImageDataLike): Uint8ClampedArray {
  const out = new Uint8ClampedArray(pixels.width * pixels.height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    // Transparent pixels read as white (a PNG label on a transparent background).
    const alpha = pixels.data[p + 3]! / 255;
    const grey = (pixels.data[p]! * 299 + pixels.data[p + 1]! * 587 + pixels.data[p + 2]! * 114) / 1000;
    out[i] = Math.round(grey * alpha + 255 * (1 - alpha));
  }
  return out;
}

/** Decodes luminance with @zxing/library (lazy): QR codes and the usual 1D and 2D barcodes. Undefined when none. */
export async function decodeLuminance(luminance: Uint8ClampedArray, width: number, height: number): Promise<string | undefined> {
  const zxing = await import('@zxing/library');
  const hints = new Map<import('@zxing/library').DecodeHintType, unknown>([
    [zxing.DecodeHintType.TRY_HARDER, true],
    [
      zxing.DecodeHintType.POSSIBLE_FORMATS,
      [zxing.BarcodeFormat.QR_CODE, zxing.BarcodeFormat.DATA_MATRIX, zxing.BarcodeFormat.CODE_128, zxing.BarcodeFormat.CODE_39, zxing.BarcodeFormat.EAN_13, zxing.BarcodeFormat.EAN_8, zxing.BarcodeFormat.UPC_A, zxing.BarcodeFormat.ITF],
    ],
  ]);
  const reader = new zxing.MultiFormatReader();
  reader.setHints(hints);
  const source = new zxing.RGBLuminanceSource(luminance, width, height);
  try {
    const text = reader.decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source))).getText().trim();
    return text || undefined;
  } catch (error) {
    if (error instanceof zxing.NotFoundException || error instanceof zxing.ChecksumException || error instanceof zxing.FormatException) return undefined;
    throw error;
  }
}

/**
 * The text of the first QR code or barcode in an image, or undefined when there is none.
 * Uses the browser's BarcodeDetector when it exists, else @zxing/library (loaded on first use).
 * @example const code = await decodeCode(canvas); // 'SRV-0001'
 */
export async function decodeCode(image: DecodableImage): Promise<string | undefined> {
  const Detector = nativeDetector();
  if (Detector) {
    try {
      const input = isPixels(image) && typeof ImageData !== 'undefined' && !(image instanceof ImageData) ? new ImageData(new Uint8ClampedArray(image.data), image.width, image.height) : image;
      const found = await new Detector().detect(input);
      const text = found.find((code) => code.rawValue.trim())?.rawValue.trim();
      if (text) return text;
    } catch {
      // Formats or image kinds the platform's detector refuses: zxing tries.
    }
  }
  const pixels = pixelsOf(image);
  return decodeLuminance(luminanceOf(pixels), pixels.width, pixels.height);
}
