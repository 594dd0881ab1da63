import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { formatFileSize } from '@core/form/data';
import { isRequestError } from '@core/request/errors';
import { useFieldEnv } from '../shared/field-env';
import { lazyCode } from '../shared/lazy-code';
import { checkSelection, shouldCompress, toUploadedFile, uploadTarget, type UploadedFile, type UploadSettings } from './normalize';

// The picture compressor (compressorjs) is a chunk of its own, loaded only when a large picture is picked.
export const compressImageCode = lazyCode(() => import('./compress-image'));

/** A file on its way to the server. */
export interface PendingUpload {
  /** Local key of the entry. */
  key: string;
  name: string;
  /** Bytes (of the compressed picture once compressed). */
  size: number;
  /** 0..100, from the upload's progress events. */
  percent: number;
  /** `compressing`: a large picture is being made smaller on the phone before it uploads. */
  status: 'compressing' | 'uploading' | 'failed';
  /** Translated reason of a failure. */
  error?: string;
}

/** Options of {@link useUploader}. */
export interface UploaderOptions {
  /** Menu code: uploads go to `/file/auth/upload?menuCode=`. */
  menuCode?: string;
  /** Called once per file the server has stored. */
  onUploaded: (file: UploadedFile) => void;
  /**
   * Largest upload in bytes. A picture compressed on the phone is checked against it after compression
   * (the selection check lets it through); one still too large is dropped with the 'too large' toast.
   */
  maxBytes?: number;
}

/**
 * The blob to upload: a large JPEG/PNG/WebP picture ({@link shouldCompress}) compressed on the phone when
 * that makes it smaller, else the original. Compression is an optimisation: when the compressor cannot
 * load or decode the picture, the original goes. Rejects only when `signal` aborts.
 */
async function prepareBlob(blob: Blob, name: string, signal: AbortSignal): Promise<Blob> {
  if (!shouldCompress({ name, size: blob.size, type: blob.type })) return blob;
  try {
    const { compressImage } = await compressImageCode.load();
    const compressed = await compressImage(blob, signal);
    return compressed.size > 0 && compressed.size < blob.size ? compressed : blob;
  } catch (error) {
    if (signal.aborted) throw error;
    return blob;
  }
}

/** What {@link useUploader} returns. */
export interface Uploader {
  pending: PendingUpload[];
  /** Uploads one file (or blob with a name); resolves to the stored file, or undefined on failure (a toast says why). */
  upload: (file: Blob, name: string) => Promise<UploadedFile | undefined>;
  /** Uploads a failed entry again. */
  retry: (key: string) => void;
  /** Drops an entry; a running upload is aborted. */
  discard: (key: string) => void;
}

/**
 * Uploads files through the runtime's request client (multipart, the
 * configured `uploadTimeout`, real progress from `onUploadProgress`); large
 * pictures are compressed on the phone first (once: a retry sends the same
 * bytes). Failures are shown in a toast: 'upload timed out' for a timeout,
 * the server's message, else 'upload failed, select file again'; the failed
 * entry stays with Retry (only that file is sent again) and discard. Running
 * uploads are aborted when the component unmounts.
 */
export function useUploader({ menuCode, onUploaded, maxBytes }: UploaderOptions): Uploader {
  const { runtime, t } = useFieldEnv();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const blobs = useRef(new Map<string, { blob: Blob; name: string; prepared: boolean }>());
  const seed = useRef(0);
  const uploaded = useRef(onUploaded);
  uploaded.current = onUploaded;

  useEffect(() => {
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);

  const patch = (key: string, change: Partial<PendingUpload>) => setPending((list) => list.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  const drop = (key: string) => {
    setPending((list) => list.filter((entry) => entry.key !== key));
    blobs.current.delete(key);
  };

  const run = useCallback(
    async (key: string): Promise<UploadedFile | undefined> => {
      let source = blobs.current.get(key);
      if (!source) return undefined;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      try {
        if (!source.prepared) {
          const blob = await prepareBlob(source.blob, source.name, controller.signal);
          if (controller.signal.aborted) return undefined;
          source = { blob, name: source.name, prepared: true };
          blobs.current.set(key, source);
          if (maxBytes !== undefined && blob.size > maxBytes) {
            drop(key);
            runtime.bus.emit('toast:show', { type: 'error', message: t('upload.tooLarge', { max: formatFileSize(maxBytes) }) });
            return undefined;
          }
          patch(key, { status: 'uploading', size: blob.size });
        }
        const form = new FormData();
        form.append('file', source.blob, source.name);
        const target = uploadTarget(runtime.request, menuCode);
        const data = await runtime.request.upload<unknown>(target.path, form, {
          params: target.params,
          timeout: runtime.config.uploadTimeout,
          silent: true,
          signal: controller.signal,
          onUploadProgress: (fraction) => patch(key, { percent: Math.min(100, Math.max(0, Math.round(fraction * 100))) }),
        });
        const file = toUploadedFile(data, { name: source.name, size: source.blob.size });
        if (!file) throw new Error(t('upload.failed'));
        drop(key);
        uploaded.current(file);
        return file;
      } catch (error) {
        if (controller.signal.aborted || (isRequestError(error) && error.canceled)) return undefined;
        const message = isRequestError(error) && error.timedOut ? t('upload.timeout') : (error instanceof Error && error.message) || t('upload.failed');
        patch(key, { status: 'failed', error: message });
        runtime.bus.emit('toast:show', { type: 'error', message });
        return undefined;
      } finally {
        controllers.current.delete(key);
      }
    },
    [runtime, menuCode, maxBytes, t],
  );

  const upload = useCallback(
    (blob: Blob, name: string) => {
      seed.current += 1;
      const key = `upload-${seed.current}`;
      blobs.current.set(key, { blob, name, prepared: false });
      const status = shouldCompress({ name, size: blob.size, type: blob.type }) ? 'compressing' : 'uploading';
      setPending((list) => [...list, { key, name, size: blob.size, percent: 0, status }]);
      return run(key);
    },
    [run],
  );

  const retry = useCallback(
    (key: string) => {
      if (!blobs.current.has(key) || controllers.current.has(key)) return;
      patch(key, { status: blobs.current.get(key)?.prepared === false ? 'compressing' : 'uploading', percent: 0, error: undefined });
      void run(key);
    },
    [run],
  );

  const discard = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    drop(key);
  }, []);

  return { pending, upload, retry, discard };
}

/**
 * The `onChange` of a hidden `<input type="file">` whose choice the uploader takes: the chosen files are checked
 * against `settings` with `held` files already there (stored and uploading); each refused one is told in an error
 * toast, each accepted one starts uploading. A large picture that will be compressed is checked for size after
 * compression (pass `maxBytes` to {@link useUploader}). The input is emptied, so the same file can be chosen again.
 */
export function useUploadSelection(uploader: Pick<Uploader, 'upload'>, settings: UploadSettings, held: number): (event: ChangeEvent<HTMLInputElement>) => void {
  const { runtime, t } = useFieldEnv();
  return (event) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, rejected } = checkSelection(chosen, settings, held, shouldCompress);
    for (const { rejection } of rejected) {
      const { key, ...vars } = rejection;
      runtime.bus.emit('toast:show', { type: 'error', message: t(`upload.${key}`, vars) });
    }
    for (const file of accepted) void uploader.upload(file, file.name);
  };
}
