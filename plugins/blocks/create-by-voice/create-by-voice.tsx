import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { Button, SearchBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useSearchParams } from 'react-router-dom';
import { RequestBoundary, useLanguage, useRequest, useRuntime, useT } from '@react';
import { useSearch } from '@react/hooks/use-search';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import type { ProcessTemplateRecord } from '../ticket-shared/model';
import { createByVoiceTexts } from './locales';
import { appendText, fillAddress, fillValues, findTemplate, loadFillPlan, loadTemplates, type FillPlan } from './model';
import { createSpeechRecognizer, speechLanguage, type SpeechEnvironment, type SpeechErrorKind, type SpeechRecognizer } from './speech';
import type { CreateByVoiceProps } from './props';
import './create-by-voice.css';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { createByVoice: createByVoiceTexts };

export type { CreateByVoiceProps } from './props';

/**
 * A pointer gesture or key press that already started or stopped the recording: the click browsers may still send
 * for it within this time is not a second toggle. Clicks on their own (a screen reader's activation) toggle.
 */
const CLICK_AFTER_MS = 800;

/**
 * /orderCreateByVoice: the service (`?processDefId=`, else picked from the list; "change" picks another), a
 * hold-to-talk button whose text lands in an editable box (each recording appended), and "Fill in the form", which
 * opens the service's create page with the title and description prefilled (`modelAnalysis`) for the user to review.
 */
export default function CreateByVoice(_props: CreateByVoiceProps) {
  usePluginTexts(LOCALES);
  const [params] = useSearchParams();
  const fromAddress = (params.get('processDefId') ?? '').trim();
  const [picked, setPicked] = useState<ProcessTemplateRecord | null>(null);
  const [choosing, setChoosing] = useState(!fromAddress);
  // The text outlives a change of service (the voice part unmounts while the picker shows).
  const [text, setText] = useState('');
  const processDefId = picked?.processDefId ?? fromAddress;

  if (choosing || !processDefId) {
    return (
      <div className="sd-voice" data-testid="create-by-voice">
        <ServicePicker
          onPick={(template) => {
            setPicked(template);
            setChoosing(false);
          }}
          onCancel={processDefId ? () => setChoosing(false) : undefined}
        />
      </div>
    );
  }
  return (
    <div className="sd-voice" data-testid="create-by-voice">
      <VoiceTicket processDefId={processDefId} known={picked} text={text} setText={setText} onChange={() => setChoosing(true)} />
    </div>
  );
}

/** The services the user may start, searched by name; a tap chooses one. */
function ServicePicker({ onPick, onCancel }: { onPick(template: ProcessTemplateRecord): void; onCancel?: () => void }) {
  const t = useT();
  const id = useId();
  const { search, bind } = useSearch();
  const templates = useRequest((signal, rt) => loadTemplates(rt.request, search, signal), [search]);
  return (
    <section className="sd-voice-picker" aria-labelledby={`${id}-title`} data-testid="voice-picker">
      <div className="sd-voice-picker__head">
        {/* The layout's page title is the h1. */}
        <h2 id={`${id}-title`}>{t('createByVoice.chooseService')}</h2>
        {onCancel ? (
          <button type="button" className="sd-voice-link" onClick={onCancel} data-testid="voice-picker-cancel">
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
      <p className="sd-voice-hint">{t('createByVoice.chooseHint')}</p>
      <div role="search" aria-label={t('createByVoice.searchPlaceholder')}>
        <SearchBar placeholder={t('createByVoice.searchPlaceholder')} {...bind} data-testid="voice-search" />
      </div>
      <RequestBoundary
        request={templates}
        keepPreviousData
        errorTitle={t('createByVoice.templatesFailed')}
        isEmpty={(list) => list.length === 0}
        empty={{ kind: search ? 'search' : 'noData', description: t(search ? 'createByVoice.noMatch' : 'createByVoice.noTemplates') }}
        testId="voice-templates"
      >
        {(list, { reloading }) => (
          <ul className="sd-voice-templates" aria-busy={reloading} data-testid="voice-templates">
            {list.map((template) => (
              <li key={template.processDefId}>
                <button type="button" className="sd-voice-template" onClick={() => onPick(template)} data-testid="voice-template" data-process-def-id={template.processDefId}>
                  <span className="sd-voice-template__text">
                    <span className="sd-voice-template__name">{template.name}</span>
                    {template.description ? <span className="sd-voice-template__description">{template.description}</span> : null}
                  </span>
                  <RightOutline aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </RequestBoundary>
    </section>
  );
}

/** What a recording is doing. */
type Phase = 'idle' | 'listening' | 'recognizing';

/** One recording at a time through the recognizer this browser supports; its text goes to `onText`. */
function useRecognition(onText: (text: string) => void) {
  const runtime = useRuntime();
  const language = useLanguage();
  const [phase, setPhase] = useState<Phase>('idle');
  const [live, setLive] = useState('');
  const [error, setError] = useState<SpeechErrorKind | null>(null);
  const current = useRef<SpeechRecognizer | null>(null);
  const onTextRef = useRef(onText);
  onTextRef.current = onText;

  // Leaving the page drops a recording in progress (and its upload).
  useEffect(() => () => current.current?.abort(), []);

  const start = useCallback(() => {
    if (current.current) return;
    setError(null);
    setLive('');
    const recognizer = createSpeechRecognizer((typeof window === 'undefined' ? globalThis : window) as unknown as SpeechEnvironment, { lang: speechLanguage(language), request: runtime.request });
    current.current = recognizer;
    setPhase('listening');
    recognizer.start({
      partial: (text) => {
        if (current.current === recognizer) setLive(text);
      },
      final: (text) => onTextRef.current(text),
      error: (failure) => setError(failure.kind),
      end: () => {
        if (current.current !== recognizer) return;
        current.current = null;
        setPhase('idle');
        setLive('');
      },
    });
  }, [language, runtime]);

  const stop = useCallback(() => {
    const recognizer = current.current;
    if (!recognizer) return;
    setPhase('recognizing');
    recognizer.stop();
  }, []);

  return { phase, live, error, start, stop, clearError: () => setError(null) };
}

interface VoiceTicketProps {
  processDefId: string;
  /** The service when it was picked from the list (its name is known). */
  known: ProcessTemplateRecord | null;
  text: string;
  setText(update: (previous: string) => string): void;
  onChange(): void;
}

/** The chosen service, the talk button, the text and "Fill in the form". */
function VoiceTicket({ processDefId, known, text, setText, onChange }: VoiceTicketProps) {
  const t = useT();
  const runtime = useRuntime();
  const id = useId();
  const service = useRequest(
    (signal, rt) => {
      const forms = { registry: rt.registry, t: (key: string, options?: Record<string, unknown>) => rt.i18n.t(key, options) };
      // Both at once; the form's failure counts only for a service the user may start (else the service is missing).
      const plan = loadFillPlan(rt.request, processDefId, forms, signal).then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      );
      const template = known && known.processDefId === processDefId ? Promise.resolve(known) : findTemplate(rt.request, processDefId, signal);
      return Promise.all([template, plan]).then(([found, form]) => {
        if (found && 'error' in form) throw form.error;
        return { template: found, plan: 'value' in form ? form.value : null };
      });
    },
    [processDefId],
  );
  const recognition = useRecognition((heard) => setText((previous) => appendText(previous, heard)));
  const busy = recognition.phase !== 'idle';
  const template = service.data?.template ?? null;
  const plan = service.data?.plan ?? null;
  const hasText = text.trim() !== '';
  const canFill = Boolean(template) && hasText && !busy && !service.loading;

  const fill = () => {
    if (!canFill || !template) return;
    runtime.bus.emit('router:navigate', { to: fillAddress(template.processDefId, plan ? fillValues(plan, text) : {}) });
  };

  return (
    <>
      <section className="sd-voice-service" aria-label={t('createByVoice.service')} data-testid="voice-service">
        <div className="sd-voice-service__name">
          <RequestBoundary
            request={service}
            errorTitle={t('createByVoice.serviceFailed')}
            isEmpty={(data) => data.template === null}
            empty={{ description: t('createByVoice.serviceMissing') }}
            skeletonRows={1}
            testId="voice-service"
          >
            {(data) => (
              <p>
                <span className="sd-voice-service__label">{t('createByVoice.service')}</span>
                <strong data-testid="voice-service-name">{data.template?.name}</strong>
              </p>
            )}
          </RequestBoundary>
        </div>
        <button
          type="button"
          className="sd-voice-link"
          onClick={onChange}
          disabled={busy}
          aria-label={template ? t('createByVoice.changeService', { name: template.name }) : t('createByVoice.change')}
          data-testid="voice-change"
        >
          {t('createByVoice.change')}
        </button>
      </section>

      <TalkButton phase={recognition.phase} live={recognition.live} start={recognition.start} stop={recognition.stop} />

      {recognition.error ? (
        <p className="sd-voice-error" role="alert" data-testid="voice-error" data-kind={recognition.error}>
          {t(`createByVoice.errors.${recognition.error}`)}
        </p>
      ) : null}

      <div className="sd-voice-text">
        <label htmlFor={`${id}-text`}>{t('createByVoice.textLabel')}</label>
        <textarea
          id={`${id}-text`}
          rows={6}
          value={text}
          placeholder={t('createByVoice.textPlaceholder')}
          onChange={(event) => setText(() => event.target.value)}
          data-testid="voice-text"
        />
      </div>

      <div className="sd-voice-footer">
        <Button block color="primary" size="large" disabled={!canFill} onClick={fill} aria-describedby={`${id}-fill-hint`} data-testid="voice-fill">
          {t('createByVoice.fill')}
        </Button>
        <p className="sd-voice-hint" id={`${id}-fill-hint`}>
          {hasText ? t('createByVoice.fillHint') : t('createByVoice.fillNeedsText')}
        </p>
        <PlanNote plan={plan} />
      </div>
    </>
  );
}

/** Says where the text goes when the form has neither a title nor a description. */
function PlanNote({ plan }: { plan: FillPlan | null }) {
  const t = useT();
  if (!plan?.fallback) return null;
  return (
    <p className="sd-voice-note" data-testid="voice-fill-note">
      {plan.description ? t('createByVoice.fallbackNote', { field: plan.description.title }) : t('createByVoice.noTextField')}
    </p>
  );
}

interface TalkButtonProps {
  phase: Phase;
  live: string;
  start(): void;
  stop(): void;
}

/**
 * Hold to talk: pointer down starts, up / leave / cancel stops. Enter or Space (and a screen reader's activation,
 * a click no pointer began) toggle instead, since holding is not keyboard-friendly. `aria-pressed` is the recording.
 */
function TalkButton({ phase, live, start, stop }: TalkButtonProps) {
  const t = useT();
  const id = useId();
  const [mode, setMode] = useState<'hold' | 'toggle'>('hold');
  const holding = useRef(false);
  const pointerEndedAt = useRef(0);
  const keyToggledAt = useRef(0);
  const listening = phase === 'listening';

  const toggle = () => {
    if (phase === 'idle') {
      setMode('toggle');
      start();
    } else if (phase === 'listening') stop();
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button > 0) return;
    if (phase === 'listening') return stop();
    if (phase !== 'idle') return;
    holding.current = true;
    setMode('hold');
    start();
  };
  const release = () => {
    pointerEndedAt.current = Date.now();
    if (!holding.current) return;
    holding.current = false;
    stop();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (event.repeat) return;
    keyToggledAt.current = Date.now();
    toggle();
  };
  const onClick = () => {
    // The click that ends a pointer gesture (touch browsers send it a little later) or a handled key press.
    if (Date.now() - pointerEndedAt.current < CLICK_AFTER_MS || Date.now() - keyToggledAt.current < CLICK_AFTER_MS) return;
    toggle();
  };

  const label = phase === 'recognizing' ? t('createByVoice.recognizing') : listening ? t(mode === 'hold' ? 'createByVoice.releaseToFinish' : 'createByVoice.tapToStop') : t('createByVoice.holdToTalk');
  const status = phase === 'listening' ? live || t('createByVoice.listening') : phase === 'recognizing' ? live || t('createByVoice.recognizing') : '';
  return (
    <section className="sd-voice-talk-area">
      <button
        type="button"
        className={`sd-voice-talk${listening ? ' sd-voice-talk--recording' : ''}`}
        aria-pressed={listening}
        aria-disabled={phase === 'recognizing' || undefined}
        aria-describedby={`${id}-hint`}
        onPointerDown={onPointerDown}
        onPointerUp={release}
        onPointerLeave={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => event.key === ' ' && event.preventDefault()}
        onClick={onClick}
        onContextMenu={(event) => event.preventDefault()}
        data-testid="voice-talk"
        data-phase={phase}
      >
        <span className="sd-voice-talk__icon" aria-hidden="true" />
        <span className="sd-voice-talk__label">{label}</span>
      </button>
      {listening ? (
        <p className="sd-voice-recording" data-testid="voice-recording">
          <span className="sd-voice-recording__dot" aria-hidden="true" />
          {t('createByVoice.recording')}
        </p>
      ) : null}
      <p className="sd-voice-hint" id={`${id}-hint`}>
        {t('createByVoice.talkHint')}
      </p>
      <div className="sd-voice-live" aria-live="polite" data-testid="voice-live">
        {status}
      </div>
    </section>
  );
}
