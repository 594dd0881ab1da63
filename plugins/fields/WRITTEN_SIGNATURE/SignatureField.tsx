import { Component, lazy, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';
import { DotLoading, Popup } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { DialogFocus } from '@react';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { usePopupTriggerProps } from '../shared/popup-trigger';
import type { FieldEditProps } from '../shared/types';
import { imageSrc, useUploader, type UploadedFile } from '../UPLOAD';
import { signatureFileName, signatureOf, type SignatureMappedProps } from './normalize';
import '../shared/fields.css';
import './signature.css';

// signature_pad and the canvas panel are fetched when someone first opens the pad.
const LazyPanel = lazy(() => import('./SignaturePanel'));

/** Props of {@link SignatureField}. */
export interface SignatureFieldProps extends FieldEditProps<UploadedFile | ''>, SignatureMappedProps {
  /** Clock for the file name. @default () => new Date() */
  now?: () => Date;
}

class PanelBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Signature pad failed to load', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The stored signature as an image (read-only display and the field's preview). */
export function SignatureImage({ file, menuCode }: { file: UploadedFile; menuCode?: string }) {
  const { runtime, t } = useFieldEnv();
  return <img className="sd-sign-image" src={imageSrc(file, { apiBase: runtime.config.apiBase, path: runtime.request.path, menuCode })} alt={t('signature.alt')} />;
}

/**
 * WRITTEN_SIGNATURE: tap to open the drawing panel; Confirm uploads the
 * drawing as a PNG (`/file/upload`, or `/file/auth/upload` with a menu code)
 * and stores the uploaded file. Disabled and read-only fields show the
 * signature, faded, and do not open.
 */
export function SignatureField(props: SignatureFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, menuCode, now = () => new Date() } = props;
  const { runtime, t } = useFieldEnv();
  const [open, setOpen] = useState(false);
  const interactive = isInteractive({ disabled, readOnly });
  const faded = useFadedStyle({ disabled, readOnly });
  const file = signatureOf(value);
  const uploader = useUploader({ menuCode, onUploaded: () => undefined });
  const busy = uploader.pending.some((entry) => entry.status === 'uploading');

  const show = () => {
    if (!interactive) return;
    setOpen(true);
    onFocus?.();
  };
  const close = () => {
    if (busy) return;
    setOpen(false);
    for (const entry of uploader.pending) uploader.discard(entry.key);
    onBlur?.();
  };
  const save = async (png: Blob) => {
    const stored = await uploader.upload(png, signatureFileName(t('signature.fileName'), now(), runtime.config.timeZoneOffset));
    if (!stored) return;
    onChange?.(stored);
    setOpen(false);
    onBlur?.();
  };

  const trigger = usePopupTriggerProps({ interactive, expanded: open, label: file ? t('signature.resign') : t('signature.tapToSign'), onOpen: show });
  return (
    <>
      <button
        {...trigger}
        className={`sd-picker-trigger sd-sign-trigger${interactive ? '' : ' sd-picker-trigger--locked'}`}
        style={faded}
        data-testid="signature-trigger"
      >
        {file ? (
          <SignatureImage file={file} menuCode={menuCode} />
        ) : (
          <span className="sd-sign-empty">
            <EditSOutline aria-hidden="true" /> {t('signature.tapToSign')}
          </span>
        )}
      </button>
      {interactive ? (
        <Popup visible={open} onMaskClick={close} position="bottom" bodyClassName="sd-sign-popup" destroyOnClose>
          <DialogFocus open={open} label={t('signature.tapToSign')} onEscape={close}>
          <PanelBoundary fallback={<div className="sd-rich-status sd-sign-status" role="alert">{t('signature.loadFailed')}</div>}>
            <Suspense
              fallback={
                <div className="sd-sign-status" data-testid="signature-loading">
                  <DotLoading />
                </div>
              }
            >
              <LazyPanel
                busy={busy}
                onCancel={close}
                onEmpty={() => runtime.bus.emit('toast:show', { type: 'error', message: t('signature.empty') })}
                onConfirm={(png) => void save(png)}
              />
            </Suspense>
          </PanelBoundary>
          </DialogFocus>
        </Popup>
      ) : null}
    </>
  );
}
