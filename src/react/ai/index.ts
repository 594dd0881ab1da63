// AI helpers in React: the fetch the AI streams use (stories and tests give one that reaches the fixture gateway in
// process; the app uses the browser's), and the AI client of the runtime with it.
import { useContext, useMemo } from 'react';
import { createAiClient, type AiClient } from '../../core/ai/client';
import { useRuntime } from '../runtime/runtime-provider';
import { AiFetchContext } from './context';

export { AiFetchContext };

/** The AI client of the nearest runtime, streaming over the {@link AiFetchContext} fetch. */
export function useAiClient(): AiClient {
  const runtime = useRuntime();
  const fetcher = useContext(AiFetchContext);
  return useMemo(() => createAiClient(runtime, fetcher), [runtime, fetcher]);
}
