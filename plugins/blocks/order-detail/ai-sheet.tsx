// The sheet of one AI helper (a lazy chunk): the answer streamed as it arrives (sanitised, announced politely),
// Stop while it streams, Retry after a failure, Generate again after the end; closing it stops the stream.
import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { useRuntime, useT } from '@react';
import { AiFetchContext } from '@react/ai/context';
import { loadAiKit, type AiKit } from '@core/ai/lazy';
import type { AiRule } from '@core/ai/rules';
import { RichTextView } from '../../fields/RICH_TEXT';
import type { OrderDetail } from '../ticket-shared/model';
import type { AiHelperKind } from './ai-entry';

interface AiSheetProps {
  kind: AiHelperKind;
  rule: AiRule;
  detail: OrderDetail;
  onClose(): void;
}

type Phase = 'streaming' | 'done' | 'stopped' | 'error';

export default function AiSheet({ kind, rule, detail, onClose }: AiSheetProps) {
  const t = useT();
  const runtime = useRuntime();
  const fetcher = useContext(AiFetchContext);
  const [kit, setKit] = useState<AiKit>();
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>('streaming');
  const [error, setError] = useState('');
  const controller = useRef<AbortController>();
  // The stream client is code of its own, fetched when the sheet first opens.
  useEffect(() => {
    let live = true;
    loadAiKit().then(
      (loaded) => live && setKit(loaded),
      () => {
        if (!live) return;
        setPhase('error');
        setError(t('orderDetailAi.failed'));
      },
    );
    return () => {
      live = false;
    };
  }, [t]);
  const client = useMemo(() => (kit ? kit.createAiClient(runtime, fetcher) : undefined), [kit, runtime, fetcher]);

  const run = useCallback(() => {
    if (!kit || !client) return;
    const { isAiHttpError, isAiStreamError } = kit;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setText('');
    setError('');
    setPhase('streaming');
    const body = { ruleId: rule.ruleId, workOrderId: detail.workOrderId, formData: detail.formData, ...(kind === 'summary' ? { scene: 'summary' } : {}) };
    client.stream(kind === 'summary' ? 'chat' : 'recommend', body, { signal: current.signal, onChunk: (_chunk, whole) => setText(whole) }).then(
      (result) => {
        if (controller.current !== current) return;
        setPhase(result.stopped ? 'stopped' : 'done');
        if (!result.stopped && result.text.trim()) {
          client.record(kind, { ruleId: rule.ruleId, workOrderId: detail.workOrderId, content: result.text }).catch(() => undefined);
        }
      },
      (caught: unknown) => {
        if (controller.current !== current) return;
        setPhase('error');
        setError(isAiHttpError(caught) ? t('orderDetailAi.notOk') : isAiStreamError(caught) && caught.kind === 'business' && caught.message ? caught.message : t('orderDetailAi.failed'));
      },
    );
  }, [kit, client, kind, rule.ruleId, detail.workOrderId, detail.formData, t]);

  useEffect(() => {
    run();
    return () => controller.current?.abort();
  }, [run]);

  const stop = () => {
    controller.current?.abort();
    setPhase('stopped');
  };
  const html = useMemo(() => (kit ? kit.aiTextToHtml(text) : ''), [kit, text]);
  const titleId = `sd-detail-ai-title-${kind}`;

  return (
    <Popup visible onClose={onClose} onMaskClick={onClose} position="bottom" bodyClassName="sd-detail-ai-sheet" destroyOnClose>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} data-testid="detail-ai-sheet" data-phase={phase}>
        <div className="sd-detail-ai-head">
          <h2 id={titleId} className="sd-detail-ai-title">
            {t(`orderDetailAi.${kind}`)}
          </h2>
          <button type="button" className="sd-icon-button" aria-label={t('orderDetailAi.close')} data-testid="detail-ai-close" onClick={onClose} autoFocus>
            ✕
          </button>
        </div>
        <div className="sd-detail-ai-text" aria-live="polite" aria-busy={phase === 'streaming'} data-testid="detail-ai-text">
          {html ? <RichTextView html={html} /> : phase === 'streaming' ? null : <span className="sd-detail-ai-muted">{t('orderDetailAi.empty')}</span>}
        </div>
        <div className="sd-detail-ai-status" role="status">
          {phase === 'streaming' ? t('orderDetailAi.streaming') : phase === 'stopped' ? t('orderDetailAi.stopped') : ''}
        </div>
        {phase === 'error' ? (
          <div className="sd-detail-ai-error" role="alert" data-testid="detail-ai-error">
            {error}
          </div>
        ) : null}
        <div className="sd-detail-ai-actions">
          {phase === 'streaming' ? (
            <Button block color="danger" fill="outline" data-testid="detail-ai-stop" onClick={stop}>
              {t('orderDetailAi.stop')}
            </Button>
          ) : (
            <Button block color="primary" fill="outline" data-testid="detail-ai-retry" onClick={run}>
              {t(phase === 'error' ? 'orderDetailAi.retry' : 'orderDetailAi.again')}
            </Button>
          )}
        </div>
      </div>
    </Popup>
  );
}
