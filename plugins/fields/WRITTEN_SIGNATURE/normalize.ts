/**
 * Pure parts of the handwritten signature (service-desk §2; form-widgets §5
 * "handwritten signature required for some actions"): the stored value is an
 * uploaded PNG image, in the same shape as an UPLOAD file.
 */
import { inZone } from '@core/form/data/time';
import { filesOf, type UploadedFile } from '../UPLOAD';

/** Rule kinds of WRITTEN_SIGNATURE: parent rules (required is always compiled). */
export const SIGNATURE_RULE_KINDS = ['parent'] as const;

/** Props WRITTEN_SIGNATURE takes from its x-props. */
export interface SignatureMappedProps {
  /** Menu code: the signature is uploaded with `/file/auth/upload`. */
  menuCode?: string;
}

export function mapSignatureProps(xProps: Readonly<Record<string, unknown>>): SignatureMappedProps {
  return typeof xProps.menuCode === 'string' && xProps.menuCode.trim() ? { menuCode: xProps.menuCode.trim() } : {};
}

/** The stored signature image: a file record (or the first of a list, as older data holds it). */
export function signatureOf(value: unknown): UploadedFile | undefined {
  return filesOf(value)[0];
}

/**
 * File name of an uploaded signature: `<base>-YYYYMMDDHHmmss.png`, the
 * stamp in the configured zone (`AppConfig.timeZoneOffset`, minutes east of
 * UTC), not the device's.
 */
export function signatureFileName(base: string, now: Date, timeZoneOffset: number): string {
  return `${base.trim() || 'signature'}-${inZone(now, timeZoneOffset).format('YYYYMMDDHHmmss')}.png`;
}

/** The canvas as a PNG blob (rejects when the browser cannot encode it). */
export function canvasToPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas could not be encoded as PNG'))), 'image/png');
  });
}

/** Backing-store size of a canvas drawn at `ratio` device pixels per CSS pixel (at least 1). */
export function canvasPixels(cssWidth: number, cssHeight: number, ratio: number): { width: number; height: number; scale: number } {
  const scale = Math.max(1, Number.isFinite(ratio) ? ratio : 1);
  return { width: Math.round(cssWidth * scale), height: Math.round(cssHeight * scale), scale };
}
