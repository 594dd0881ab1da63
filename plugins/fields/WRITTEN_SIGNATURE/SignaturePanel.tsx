// The drawing panel: loaded on demand by SignatureField (signature_pad is a chunk of its own).
import { useEffect, useRef, useState } from 'react';
import { Button } from 'antd-mobile';
import SignaturePad from 'signature_pad';
import { useT } from '@react';
import { canvasPixels, canvasToPng } from './normalize';
import './signature.css';

/** Props of {@link SignaturePanel}. */
export interface SignaturePanelProps {
  /** Called with the PNG of a non-empty drawing. */
  onConfirm: (png: Blob) => void;
  onCancel: () => void;
  /** Called when Confirm is tapped on an empty pad. */
  onEmpty: () => void;
  /** An upload is running: the buttons wait. */
  busy?: boolean;
}

/**
 * A canvas to sign on with finger, pen or mouse (pointer events, through
 * signature_pad), drawn at the device's pixel ratio on a white background so
 * the PNG reads well anywhere. Clear wipes it; Confirm hands the PNG over.
 */
export default function SignaturePanel({ onConfirm, onCancel, onEmpty, busy = false }: SignaturePanelProps) {
  const t = useT();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const element = canvas.current;
    if (!element) return undefined;
    const signature = new SignaturePad(element, { backgroundColor: 'rgb(255, 255, 255)', penColor: 'rgb(20, 20, 20)', minWidth: 1, maxWidth: 3 });
    pad.current = signature;
    const onEnd = () => setEmpty(signature.isEmpty());
    signature.addEventListener('endStroke', onEnd);
    // Resizing clears the canvas (its backing store is reallocated); keep the strokes and redraw them.
    const fit = () => {
      const { width, height, scale } = canvasPixels(element.offsetWidth, element.offsetHeight, window.devicePixelRatio || 1);
      if (width === 0 || height === 0) return;
      const strokes = signature.toData();
      element.width = width;
      element.height = height;
      element.getContext('2d')?.scale(scale, scale);
      signature.clear();
      if (strokes.length > 0) signature.fromData(strokes);
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      signature.removeEventListener('endStroke', onEnd);
      signature.off();
      pad.current = null;
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    setEmpty(true);
  };
  const confirm = async () => {
    const signature = pad.current;
    if (!signature || signature.isEmpty() || !canvas.current) {
      onEmpty();
      return;
    }
    onConfirm(await canvasToPng(canvas.current));
  };

  return (
    <div className="sd-sign-panel" data-testid="signature-panel">
      <div className="sd-sign-title" role="heading" aria-level={2}>
        {t('signature.title')}
      </div>
      <div className="sd-sign-pad">
        <canvas ref={canvas} className="sd-sign-canvas" aria-label={t('signature.title')} data-testid="signature-canvas" />
        {empty ? <div className="sd-sign-hint" aria-hidden="true">{t('signature.tapToSign')}</div> : null}
      </div>
      <div className="sd-sign-actions">
        <Button onClick={onCancel} disabled={busy}>
          {t('signature.cancel')}
        </Button>
        <Button onClick={clear} disabled={busy}>
          {t('signature.clear')}
        </Button>
        <Button color="primary" onClick={() => void confirm()} loading={busy}>
          {t('signature.confirm')}
        </Button>
      </div>
    </div>
  );
}
