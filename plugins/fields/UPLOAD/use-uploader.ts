import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { isRequestError } from '@core/request/errors';
import { useFieldEnv } from '../shared/field-env';
import { checkSelection, toUploadedFile, uploadTarget, type UploadedFile, type UploadSettings } from './normalize';

/** A file on its way to the server. */
export interface PendingUpload {
  /** Local key of the entry. */
  key: string;
  name: string;
  size: number;
  /** 0..100, from the upload's progress events. */
  percent: number;
  status: 'uploading' | 'failed';
  /** Translated reason of a failure. */
  error?: string;
}

/** Options of {@link useUploader}. */
export interface UploaderOptions {
  /** Menu code: uploads go to `/file/auth/upload?menuCode=`. */
  menuCode?: string;
  /** Called once per file the server has stored. */
  onUploaded: (file: UploadedFile) => void;
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
 * configured `uploadTimeout`, real progress from `onUploadProgress`).
 * Failures are shown in a toast: 'upload timed out' for a timeout, the
 * server's message, else 'upload failed, select file again'. Running uploads
 * are aborted when the component unmounts.
 */
export function useUploader({ menuCode, onUploaded }: UploaderOptions): Uploader {
  const { runtime, t } = useFieldEnv();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const blobs = useRef(new Map<string, { blob: Blob; name: string }>());
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
      const source = blobs.current.get(key);
      if (!source) return undefined;
      const controller = new AbortController();
      controllers.current.set(key, controller);
      const form = new FormData();
      form.append('file', source.blob, source.name);
      const target = uploadTarget(runtime.request, menuCode);
      try {
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
        if (isRequestError(error) && error.canceled) return undefined;
        const message = isRequestError(error) && error.timedOut ? t('upload.timeout') : (error instanceof Error && error.message) || t('upload.failed');
        patch(key, { status: 'failed', error: message });
        runtime.bus.emit('toast:show', { type: 'error', message });
        return undefined;
      } finally {
        controllers.current.delete(key);
      }
    },
    [runtime, menuCode, t],
  );

  const upload = useCallback(
    (blob: Blob, name: string) => {
      seed.current += 1;
      const key = `upload-${seed.current}`;
      blobs.current.set(key, { blob, name });
      setPending((list) => [...list, { key, name, size: blob.size, percent: 0, status: 'uploading' }]);
      return run(key);
    },
    [run],
  );

  const retry = useCallback(
    (key: string) => {
      patch(key, { status: 'uploading', percent: 0, error: undefined });
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
 * toast, each accepted one starts uploading. The input is emptied, so the same file can be chosen again.
 */
export function useUploadSelection(uploader: Pick<Uploader, 'upload'>, settings: UploadSettings, held: number): (event: ChangeEvent<HTMLInputElement>) => void {
  const { runtime, t } = useFieldEnv();
  return (event) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    const { accepted, rejected } = checkSelection(chosen, settings, held);
    for (const { rejection } of rejected) {
      const { key, ...vars } = rejection;
      runtime.bus.emit('toast:show', { type: 'error', message: t(`upload.${key}`, vars) });
    }
    for (const file of accepted) void uploader.upload(file, file.name);
  };
}
