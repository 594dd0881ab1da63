// The AI button's state in the field: the generation code loads on the first tap; one stream at a time, stopped by
// the user (the partial text stays), by a new tap and by unmounting.
import { useContext, useEffect, useRef, useState } from 'react';
import { useRuntime, useT } from '@react';
import { AiFetchContext } from '@react/ai/context';
import { SchemaFormContext } from '@react/form/context';
import { lazyCode } from '../shared/lazy-code';
import { htmlOf } from './normalize';

const generateCode = lazyCode(() => import('./ai-generate'));

export interface AiGenerateState {
  streaming: boolean;
  /** Translated failure of the last generation. */
  error: string | undefined;
  start(): void;
  stop(): void;
}

export function useAiGenerate(ruleId: string | undefined, value: unknown, onChange: ((html: string) => void) | undefined): AiGenerateState {
  const runtime = useRuntime();
  const t = useT();
  const fetcher = useContext(AiFetchContext);
  const form = useContext(SchemaFormContext);
  const [state, setState] = useState<{ streaming: boolean; error?: string }>({ streaming: false });
  const controller = useRef<AbortController>();
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };
  useEffect(() => () => controller.current?.abort(), []);
  const stop = () => {
    controller.current?.abort();
    setState({ streaming: false });
  };
  const start = () => {
    if (!ruleId) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ streaming: true });
    const finish = (error?: string) => {
      if (controller.current === current && !current.signal.aborted) setState({ streaming: false, error });
    };
    generateCode
      .load()
      .then(async (code) => {
        try {
          await code.generate({
            runtime,
            fetch: fetcher,
            ruleId,
            formData: form?.session?.getDraftValues() ?? {},
            before: htmlOf(latest.current.value),
            signal: current.signal,
            onHtml: (html) => latest.current.onChange?.(html),
          });
          finish();
        } catch (error) {
          finish(code.generateErrorText(error, t));
        }
      })
      .catch(() => finish(t('richText.aiFailed')));
  };
  return { streaming: state.streaming, error: state.error, start, stop };
}
