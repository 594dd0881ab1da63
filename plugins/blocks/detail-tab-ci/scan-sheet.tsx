import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useRuntime, useT } from '@react';
import { useDialogTitleId } from '@react/a11y/dialog-focus';
import { CiSheet } from './ci-sheet';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { decodeCode, type DecodableImage } from './decode';
import { cmdbPaths, readCiSummary, type CiSummary } from './model';
import { ciTabTexts } from './locales';

export interface ScanSheetProps {
  onClose(): void;
  /** The scanned label's CI (GET /cmdb/show?code=). */
  onFound(ci: CiSummary): void;
}

/** Why scanning cannot go on (an i18n key below `ciTab`). */
type ScanProblem = 'scanNoCamera' | 'scanDenied' | 'scanNothing' | 'scanUnknown' | 'scanFailed';

/** Decoding attempts per second while the camera runs. */
const SCAN_INTERVAL_MS = 400;

/** What a getUserMedia failure means for the user. */
export function cameraProblem(error: unknown): ScanProblem {
  const name = error instanceof DOMException || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'scanDenied';
  return 'scanNoCamera';
}

/** Reads an image file into something the decoder takes. */
async function imageOfFile(file: File): Promise<DecodableImage> {
  if (typeof createImageBitmap === 'function') return createImageBitmap(file);
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Scan to find a CI: the rear camera (getUserMedia) decoded a few times a second (BarcodeDetector, else zxing), or
 * a photo (file input with capture); the code is looked up with GET /cmdb/show?code= and its CI opens. Translated
 * messages for no camera, permission denied, nothing found in a photo and an unknown code.
 */
export default function ScanSheet({ onClose, onFound }: ScanSheetProps) {
  usePluginTexts({ ciTab: ciTabTexts });
  const t = useT();
  const runtime = useRuntime();
  const titleId = useDialogTitleId();
  const video = useRef<HTMLVideoElement>(null);
  const [starting, setStarting] = useState(true);
  const [cameraOn, setCameraOn] = useState(false);
  const [problem, setProblem] = useState<{ key: ScanProblem; code?: string } | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const done = useRef(false);
  const found = useRef(onFound);
  found.current = onFound;

  /** Looks a decoded code up; true when its CI was found (and opened). */
  const lookUp = useCallback(
    async (code: string): Promise<boolean> => {
      try {
        const answer = await runtime.request.get<unknown>(runtime.request.path('business', cmdbPaths.show), { params: { code }, silent: true });
        const ci = readCiSummary(answer);
        if (!ci) throw new Error('unknown');
        done.current = true;
        found.current(ci);
        return true;
      } catch {
        setProblem({ key: 'scanUnknown', code });
        return false;
      }
    },
    [runtime],
  );

  useEffect(() => {
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastCode = '';
    const media = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
    if (!media?.getUserMedia) {
      setStarting(false);
      setProblem({ key: 'scanNoCamera' });
      return undefined;
    }
    const tick = async () => {
      if (stopped || done.current) return;
      const element = video.current;
      if (element && element.readyState >= 2) {
        try {
          const code = await decodeCode(element);
          // The same unknown code is not looked up again at every frame.
          if (code && code !== lastCode) {
            lastCode = code;
            if (await lookUp(code)) return;
          }
        } catch {
          // A frame that cannot be read: the next one may.
        }
      }
      if (!stopped) timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    media
      .getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
      .then((granted) => {
        if (stopped) {
          granted.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = granted;
        const element = video.current;
        if (element) {
          element.srcObject = granted;
          void element.play().catch(() => undefined);
        }
        setCameraOn(true);
        setStarting(false);
        void tick();
      })
      .catch((error: unknown) => {
        if (stopped) return;
        setStarting(false);
        setProblem({ key: cameraProblem(error) });
      });
    return () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [lookUp]);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      const code = await decodeCode(await imageOfFile(file));
      if (!code) setProblem({ key: 'scanNothing' });
      else await lookUp(code);
    } catch {
      setProblem({ key: 'scanFailed' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <CiSheet
      titleId={titleId}
      title={t('ciTab.scanTitle')}
      onClose={onClose}
      testId="ci-scan-sheet"
      footer={
        <>
          <Button className="sd-ci-footer-button" onClick={onClose}>
            {t('ciTab.cancel')}
          </Button>
        </>
      }
    >
      <div className="sd-ci-drawer__scroll sd-ci-scan-body">
        <video ref={video} className="sd-ci-scan-video" hidden={!cameraOn} muted playsInline aria-label={t('ciTab.scanVideo')} data-testid="ci-scan-video" />
        <p className="sd-ci-note" aria-live="polite">
          {starting ? t('ciTab.scanStarting') : cameraOn ? t('ciTab.scanHint') : null}
        </p>
        {problem ? (
          <p className="sd-ci-problem" role="alert" data-testid="ci-scan-problem">
            {t(`ciTab.${problem.key}`, { code: problem.code })}
          </p>
        ) : null}
        <label className="adm-button adm-button-primary adm-button-fill-outline sd-ci-scan-file" aria-busy={busy || undefined}>
          <PictureOutline aria-hidden="true" /> {t('ciTab.scanPhoto')}
          <input type="file" accept="image/*" capture="environment" className="sd-visually-hidden" onChange={(event) => void onFile(event)} disabled={busy} data-testid="ci-scan-file" />
        </label>
      </div>
    </CiSheet>
  );
}
