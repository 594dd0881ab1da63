// The detail's AI helpers (service-desk §3): "AI summary" and "Recommended solutions" where the ticket's process has
// a summary / recommend rule. The rules are asked once the page is idle (after the first paint); the sheet's code
// loads when one is opened, so the detail's first load carries only these buttons.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { whenIdle } from '@react/hooks/when-idle';
import { aiPaths, aiProcessIdOf } from '@core/ai/paths';
import { readAiRule, type AiRule } from '@core/ai/rules';
import type { OrderDetail } from '../ticket-shared/model';
import { ORDER_DETAIL_AI_LOCALES } from './ai-locales';

const AiSheet = lazy(() => import('./ai-sheet'));

/** Which helper a sheet runs. */
export type AiHelperKind = 'summary' | 'recommend';

export function AiEntry({ detail }: { detail: OrderDetail }) {
  usePluginTexts(ORDER_DETAIL_AI_LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const processId = aiProcessIdOf(detail.processDefKey, detail.processDefId);
  const [rules, setRules] = useState<Partial<Record<AiHelperKind, AiRule>>>({});
  const [open, setOpen] = useState<AiHelperKind>();
  useEffect(() => {
    if (!processId) return;
    const controller = new AbortController();
    const { request } = runtime;
    const ask = (path: string) => request.get<unknown>(request.path('business', path), { signal: controller.signal, silent: true }).then(readAiRule, () => undefined);
    const cancel = whenIdle(() => {
      void Promise.all([ask(aiPaths.summaryRule(processId)), ask(aiPaths.recommendRule(processId))]).then(([summary, recommend]) => {
        if (!controller.signal.aborted) setRules({ summary, recommend });
      });
    });
    return () => (cancel(), controller.abort());
  }, [runtime, processId]);
  const kinds = (['summary', 'recommend'] as const).filter((kind) => rules[kind]);
  if (kinds.length === 0) return null;
  const rule = open && rules[open];
  return (
    <div className="sd-detail-ai" role="group" aria-label={t('orderDetailAi.label')} data-testid="detail-ai">
      {kinds.map((kind) => (
        <button key={kind} type="button" className="sd-detail-ai-button" data-testid={`detail-ai-${kind}`} aria-haspopup="dialog" onClick={() => setOpen(kind)}>
          {t(`orderDetailAi.${kind}`)}
        </button>
      ))}
      {open && rule ? (
        <Suspense fallback={null}>
          <AiSheet kind={open} rule={rule} detail={detail} onClose={() => setOpen(undefined)} />
        </Suspense>
      ) : null}
    </div>
  );
}
