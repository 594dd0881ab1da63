// The replay recorder's toggle (AppConfig.replayRecorder): loaded lazily by <SchemaForm>, and the recorder itself
// (@core/form/replay/record) only when the toggle is first pressed, so forms pay nothing for it until QA uses it.
import { useRef, useState } from 'react';
import type { FormSession } from '@core/form/session';
import { recorderTaps } from '@core/form/replay/tap';
import type { ReplayRecorder } from '@core/form/replay/record';
import { usePluginTexts } from '../hooks/use-plugin-texts';
import { useLanguage, useRuntime, useT } from '../runtime/runtime-provider';
import './record-toggle.css';

const TEXTS = {
  replayRecorder: {
    zh: {
      record: '录制',
      hint: '录制此表单的回放（QA）',
      recording: '正在录制：修改表单，再按一次“录制”停止并下载回放文件',
      saved: '已下载 {{file}}',
      failed: '未能保存回放',
    },
    en: {
      record: 'Record',
      hint: 'Record a replay of this form (QA)',
      recording: 'Recording: change the form, then press "Record" again to stop and download the replay',
      saved: 'Downloaded {{file}}',
      failed: 'The replay could not be saved',
    },
  },
};

/** Saves `text` as a file through a Blob and an object URL. */
function download(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "录制 / Record": a toggle button (aria-pressed) that starts recording the form session and, pressed again,
 * stops and downloads `<form-name>-<timestamp>.replay.json` for `npm run replay`. Renders nothing for a
 * session built without the recorder's tap (a form not built by `useFormSession` with the key on).
 */
export default function RecordToggle({ session }: { session: FormSession }) {
  usePluginTexts(TEXTS);
  const t = useT();
  const language = useLanguage();
  const runtime = useRuntime();
  const recorder = useRef<ReplayRecorder | undefined>(undefined);
  const [phase, setPhase] = useState<'idle' | 'busy' | 'recording'>('idle');
  const [status, setStatus] = useState('');
  const tap = recorderTaps.get(session);
  if (!tap) return null;

  const toggle = async () => {
    if (phase === 'busy') return;
    const wasRecording = phase === 'recording';
    setPhase('busy');
    try {
      const { createReplayRecorder, replayFileName } = await import('@core/form/replay/record');
      const current = (recorder.current ??= createReplayRecorder({ tap, language }));
      if (!wasRecording) {
        current.start();
        setStatus(t('replayRecorder.recording'));
        setPhase('recording');
        return;
      }
      await current.stop();
      const fileName = replayFileName(tap.options?.linkage?.processDefKey, Date.now(), runtime.config.timeZoneOffset);
      download(fileName, `${JSON.stringify(current.toReplay(fileName.replace(/\.replay\.json$/, '')), null, 2)}\n`);
      setStatus(t('replayRecorder.saved', { file: fileName }));
    } catch (error) {
      console.error('[replay recorder]', error);
      setStatus(t('replayRecorder.failed'));
    }
    setPhase('idle');
  };

  const recording = phase === 'recording';
  return (
    <div className="sd-replay-recorder" data-testid="replay-recorder">
      <button
        type="button"
        className="sd-replay-recorder__toggle"
        aria-pressed={recording}
        aria-busy={phase === 'busy' || undefined}
        title={t('replayRecorder.hint')}
        data-testid="replay-record-toggle"
        onClick={() => void toggle()}
      >
        <span className="sd-replay-recorder__dot" aria-hidden="true" />
        {t('replayRecorder.record')}
      </button>
      <span className="sd-replay-recorder__status" role="status" data-testid="replay-record-status">
        {status}
      </span>
    </div>
  );
}
