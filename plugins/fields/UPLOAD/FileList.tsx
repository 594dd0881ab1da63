import { useEffect, useId, useState, type ButtonHTMLAttributes } from 'react';
import { ProgressBar } from 'antd-mobile';
import { AddOutline, CloseOutline, FileOutline, RedoOutline } from 'antd-mobile-icons';
import { formatFileSize } from '@core/form/data';
import { useFieldEnv } from '../shared/field-env';
import { lazyCode, LazyCodeFailure, useLazyCode } from '../shared/lazy-code';
import { fileHref, imageSrc, isImageName, type UploadedFile } from './normalize';
import type { PendingUpload } from './use-uploader';
import './upload.css';

// The full-screen picture viewer loads when a picture is first tapped (or pressed / focused, ahead).
export const imageViewerCode = lazyCode(() => import('./image-viewer'));

/** Opens an address (a new tab by default; injectable for hosts and tests). */
export type OpenUrl = (url: string) => void;

export const openInNewTab: OpenUrl = (url) => {
  window.open(url, '_blank', 'noopener');
};

/** Props of {@link FileList}. */
export interface FileListProps {
  files: readonly UploadedFile[];
  pending?: readonly PendingUpload[];
  /** Thumbnail grid (picture fields) or rows with name and size. */
  layout: 'grid' | 'list';
  menuCode?: string;
  /** Shows remove buttons. */
  onRemove?: (file: UploadedFile) => void;
  onRetry?: (key: string) => void;
  onDiscard?: (key: string) => void;
  /** Shows the add tile / button. */
  onAdd?: () => void;
  /** ARIA props of the add button (the field row's id, label, error: see UploadField). */
  addProps?: ButtonHTMLAttributes<HTMLButtonElement>;
  addLabel?: string;
  openUrl?: OpenUrl;
}

/**
 * The files of an upload field: pictures open in antd-mobile's ImageViewer,
 * other files through the review call (non-previewable extensions fall back
 * to download; with a menu code the `/file/auth/` calls). Entries still
 * uploading show a progress bar (or 'compressing'); failed ones their reason,
 * Retry (named by the file) and discard.
 */
export function FileList({ files, pending = [], layout, menuCode, onRemove, onRetry, onDiscard, onAdd, addProps, addLabel, openUrl = openInNewTab }: FileListProps) {
  const { runtime, t } = useFieldEnv();
  const idBase = useId();
  const env = { apiBase: runtime.config.apiBase, path: runtime.request.path, menuCode };
  const groups = runtime.config.fileTypeGroups;
  const images = files.filter((file) => isImageName(file.name, groups));

  const viewer = useLazyCode(imageViewerCode);
  // The picture tapped while the viewer's code was on the way: shown when it arrives.
  const [waiting, setWaiting] = useState<{ images: string[]; index: number }>();
  useEffect(() => {
    if (!waiting || !viewer.module) return;
    viewer.module.showImages(waiting.images, waiting.index);
    setWaiting(undefined);
  }, [waiting, viewer.module]);

  const open = (file: UploadedFile) => {
    const index = images.indexOf(file);
    if (index < 0) {
      openUrl(fileHref('review', file, env));
      return;
    }
    const sources = images.map((image) => imageSrc(image, env));
    if (viewer.module) viewer.module.showImages(sources, index);
    else {
      setWaiting({ images: sources, index });
      viewer.request();
    }
  };
  // Pictures only: other files open the review address, which needs no code.
  const previewProps = (file: UploadedFile) =>
    isImageName(file.name, groups) ? { onPointerDown: viewer.prefetch, onFocus: viewer.prefetch, 'aria-busy': (waiting !== undefined && viewer.busy) || undefined } : {};
  const failure = <LazyCodeFailure state={viewer} />;

  const removeButton = (file: UploadedFile) =>
    onRemove ? (
      <button type="button" className="sd-upload-remove" aria-label={t('upload.remove', { name: file.name })} onClick={() => onRemove(file)}>
        <CloseOutline />
      </button>
    ) : null;

  const grid = layout === 'grid';
  const discardButton = (entry: PendingUpload) =>
    onDiscard ? (
      <button type="button" className="sd-upload-remove" aria-label={t('upload.remove', { name: entry.name })} onClick={() => onDiscard(entry.key)}>
        <CloseOutline />
      </button>
    ) : null;
  // Named by its file: with several failed files each Retry says which one it sends again.
  const retryLabel = (entry: PendingUpload) => t('upload.retryFile', { name: entry.name });

  const pendingItem = (entry: PendingUpload) => {
    const errorId = `${idBase}-${entry.key}-error`;
    // A failed picture in the grid: the tile itself is Retry (a big target), discard is its corner badge.
    if (grid && entry.status === 'failed') {
      return (
        <li key={entry.key} className="sd-upload-tile sd-upload-tile--failed" data-testid="upload-pending">
          {onRetry ? (
            <button type="button" className="sd-upload-thumb sd-upload-retry-tile" aria-label={retryLabel(entry)} aria-describedby={errorId} onClick={() => onRetry(entry.key)}>
              <RedoOutline aria-hidden="true" />
              <span>{t('upload.retry')}</span>
            </button>
          ) : (
            <div className="sd-upload-thumb sd-upload-retry-tile">{entry.name}</div>
          )}
          <span id={errorId} className="sd-visually-hidden" role="alert">
            {entry.error}
          </span>
          {discardButton(entry)}
        </li>
      );
    }
    return (
      <li key={entry.key} className={`sd-upload-item sd-upload-item--${entry.status}`} data-testid="upload-pending">
        {layout === 'list' ? <FileOutline className="sd-upload-icon" aria-hidden="true" /> : null}
        <div className="sd-upload-body">
          <span className="sd-upload-name">{entry.name}</span>
          {entry.status === 'uploading' ? (
            <>
              <ProgressBar percent={entry.percent} className="sd-upload-progress" aria-label={t('upload.uploading', { percent: entry.percent })} />
              <span className="sd-upload-meta">{t('upload.uploading', { percent: entry.percent })}</span>
            </>
          ) : entry.status === 'compressing' ? (
            <span className="sd-upload-meta" role="status">
              {t('upload.compressing')}
            </span>
          ) : (
            <span id={errorId} className="sd-upload-error" role="alert">
              {entry.error}
            </span>
          )}
        </div>
        {entry.status === 'failed' && onRetry ? (
          <button type="button" className="sd-upload-remove" aria-label={retryLabel(entry)} aria-describedby={errorId} onClick={() => onRetry(entry.key)}>
            <RedoOutline />
          </button>
        ) : null}
        {discardButton(entry)}
      </li>
    );
  };

  // The add button: a tile in the grid, a full-width row in the list.
  const addItem = onAdd ? (
    <li className={grid ? 'sd-upload-tile' : undefined}>
      <button type="button" className={grid ? 'sd-upload-add' : 'sd-upload-add sd-upload-add--row'} onClick={onAdd} aria-label={grid ? addLabel : undefined} {...addProps}>
        <AddOutline aria-hidden="true" />
        <span>{addLabel}</span>
      </button>
    </li>
  ) : null;

  if (grid) {
    return (
      <>
      <ul className="sd-upload-grid" data-testid="upload-files">
        {files.map((file) => (
          <li key={file.id} className="sd-upload-tile">
            <button type="button" className="sd-upload-thumb" aria-label={t('upload.preview', { name: file.name })} onClick={() => open(file)} {...previewProps(file)}>
              {isImageName(file.name, groups) ? <img src={imageSrc(file, env)} alt={file.name} loading="lazy" /> : <FileOutline aria-hidden="true" />}
            </button>
            {removeButton(file)}
          </li>
        ))}
        {pending.map((entry) => pendingItem(entry))}
        {addItem}
      </ul>
      {failure}
      </>
    );
  }
  return (
    <>
    <ul className="sd-upload-list" data-testid="upload-files">
      {files.map((file) => (
        <li key={file.id} className="sd-upload-item">
          <FileOutline className="sd-upload-icon" aria-hidden="true" />
          <button type="button" className="sd-upload-body sd-upload-open" aria-label={t('upload.preview', { name: file.name })} onClick={() => open(file)} {...previewProps(file)}>
            <span className="sd-upload-name">{file.name}</span>
            <span className="sd-upload-meta">{formatFileSize(file.size)}</span>
          </button>
          {removeButton(file)}
        </li>
      ))}
      {pending.map((entry) => pendingItem(entry))}
      {addItem}
    </ul>
    {failure}
    </>
  );
}
