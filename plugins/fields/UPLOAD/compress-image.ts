// Picture compression on the phone (issue 18): compressorjs (canvas re-encode, EXIF orientation applied,
// EXIF stripped: no location leaves the phone) in a chunk of its own, loaded only when a large picture
// is picked (see use-uploader.ts).
import Compressor from 'compressorjs';
import { COMPRESS_MAX_EDGE, COMPRESS_QUALITY } from './normalize';

/**
 * Re-encodes a picture at most {@link COMPRESS_MAX_EDGE} px on its longer edge, at quality
 * {@link COMPRESS_QUALITY}, keeping its type (so its name and extension stay valid). Rejects when the
 * browser cannot decode it or `signal` aborts.
 */
export function compressImage(file: Blob, signal?: AbortSignal): Promise<Blob> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Aborted', 'AbortError'));
      return;
    }
    const compressor = new Compressor(file, {
      maxWidth: COMPRESS_MAX_EDGE,
      maxHeight: COMPRESS_MAX_EDGE,
      quality: COMPRESS_QUALITY,
      // Never turn a PNG into a JPEG: the field's extension checks and the file name stay right.
      convertSize: Infinity,
      retainExif: false,
      success: resolve,
      error: reject,
    });
    signal?.addEventListener(
      'abort',
      () => {
        compressor.abort();
        reject(new DOMException('Aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}
