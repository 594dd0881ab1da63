import { useRef, type ChangeEvent } from 'react';
import { formatFileSize } from '@core/form/data';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldEditProps } from '../shared/types';
import { FileList, openInNewTab, type OpenUrl } from './FileList';
import { acceptAttribute, fileHref, filesOf, resolveUploadSettings, type UploadedFile, type UploadXProps } from './normalize';
import { useUploader, useUploadSelection } from './use-uploader';
import { useFieldButtonProps } from '@react/form/field-a11y';
import './upload.css';

/** A zero-width space: where the hint's list of file types may wrap. */
const WORD_BREAK = '\u200B';

/** Props of {@link UploadField}. */
export interface UploadFieldProps extends FieldEditProps<UploadedFile[]> {
  /** Upload x-props (rule, extensions, count and size limits). */
  upload?: UploadXProps;
  /** Menu code: the `/file/auth/` calls are used. */
  menuCode?: string;
  /** A template file offered for download. */
  template?: UploadedFile;
  /** Opens review / download addresses. @default a new browser tab */
  openUrl?: OpenUrl;
}

/**
 * UPLOAD: pictures (rule ONLY_IMG) as a thumbnail grid, other files as rows
 * with name and size. Chosen files are checked (empty, name length, format,
 * size, count) and refused with a toast; accepted ones upload one by one
 * call each with a progress bar (large photos are compressed on the phone
 * first). A failed file stays with Retry and discard; the others are kept.
 * The value is the list of stored files. With a menu code every file call
 * is the `/file/auth/` one. Disabled and read-only fields cannot add or
 * remove files (previews stay).
 */
export function UploadField(props: UploadFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, upload = {}, menuCode, template, openUrl } = props;
  const { runtime, t } = useFieldEnv();
  const input = useRef<HTMLInputElement>(null);
  const interactive = isInteractive({ disabled, readOnly });
  const faded = useFadedStyle({ disabled, readOnly });
  // The add button is named "<field title> <Add ...>" and carries the row's error state (a button takes no aria-required).
  const { 'aria-labelledby': labelledBy, ...row } = useFieldButtonProps();
  const addProps = { ...row, 'aria-labelledby': labelledBy && row.id ? `${labelledBy} ${row.id}` : undefined };
  const settings = resolveUploadSettings(upload, runtime.config.fileTypeGroups);
  const files = filesOf(value);
  // Uploads that finish together must all land: each builds on the latest list, not on a stale render's.
  const latest = useRef(files);
  latest.current = files;
  const uploader = useUploader({
    menuCode,
    maxBytes: settings.maxBytes,
    onUploaded: (file) => {
      const next = [...latest.current, file];
      latest.current = next;
      onChange?.(next);
    },
  });
  const held = files.length + uploader.pending.filter((entry) => entry.status !== 'failed').length;
  const canAdd = interactive && held < settings.maxCount;
  const uploadChosen = useUploadSelection(uploader, settings, held);

  const choose = () => {
    if (!canAdd) return;
    onFocus?.();
    input.current?.click();
  };
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    uploadChosen(event);
    onBlur?.();
  };
  const remove = (file: UploadedFile) => {
    const next = latest.current.filter((item) => item.id !== file.id);
    latest.current = next;
    onChange?.(next);
  };

  const size = formatFileSize(settings.maxBytes);
  // A break opportunity after each slash: the long list wraps at a type, not before the next clause's comma.
  const hint = settings.extensions.length > 0
    ? t('upload.hint', { types: settings.extensions.join(`/${WORD_BREAK}`), size, count: settings.maxCount })
    : t('upload.hintAnyType', { size, count: settings.maxCount });
  const addLabel = t(settings.kind === 'images' ? 'upload.selectImage' : 'upload.selectFile');

  if (!interactive && files.length === 0 && !template) return <ReadOnlyText />;
  return (
    <div className="sd-upload" style={faded} aria-disabled={!interactive || undefined}>
      <FileList
        files={files}
        pending={uploader.pending}
        layout={settings.kind === 'images' ? 'grid' : 'list'}
        menuCode={menuCode}
        onRemove={interactive ? remove : undefined}
        onRetry={interactive ? uploader.retry : undefined}
        onDiscard={interactive ? uploader.discard : undefined}
        onAdd={canAdd ? choose : undefined}
        addProps={addProps}
        addLabel={addLabel}
        openUrl={openUrl}
      />
      {interactive ? (
        <input
          ref={input}
          type="file"
          hidden
          accept={acceptAttribute(settings)}
          multiple={settings.maxCount - held > 1}
          onChange={onFiles}
          data-testid="upload-input"
        />
      ) : null}
      {interactive ? <div className="sd-field-caption sd-upload-hint">{hint}</div> : null}
      {template ? (
        <button type="button" className="sd-upload-template" onClick={() => (openUrl ?? openInNewTab)(fileHref('download', template, { apiBase: runtime.config.apiBase, path: runtime.request.path, menuCode }))}>
          {t('upload.template', { name: template.name })}
        </button>
      ) : null}
    </div>
  );
}
