// Loading flags of the actions (service-desk §4: each action has its own
// flag). A flag that is on refuses a second begin: that is what stops a
// double submit, whatever the UI does.
import type { Disposer } from '../bus';

/** Loading flags named by spec §4, plus the flags of actions the spec lists none for. */
export const LOADING_FLAGS = [
  'submit',
  'close',
  'hangUp',
  'hangDown',
  'getBack',
  'rollBack',
  'rollBackProcessedBy',
  'update',
  'transfer',
  'endorse',
  'dealEndorse',
  'addCopyTask',
  'urge',
  'claim',
  'withdraw',
  'queryAssign',
  'queryRedeploy',
  'addAssignee',
  'commitOriginalHandler',
  'saveDraft',
  'retry',
  // Not named by the spec; each action still gets its own.
  'updateDraft',
  'queryAddAssignee',
  'copy',
  'approvePass',
  'approveReject',
  'addApprover',
  'addKnowledge',
] as const;

/** Loading flags; plugins may use names of their own. */
export type LoadingFlag = (typeof LOADING_FLAGS)[number] | (string & {});

export interface ActionState {
  isLoading(flag: LoadingFlag): boolean;
  /** Turns the flag on; false (and nothing changes) when it already is. */
  begin(flag: LoadingFlag): boolean;
  end(flag: LoadingFlag): void;
  /** Flags that are on; the same object until a flag changes (for useSyncExternalStore). */
  snapshot(): Readonly<Record<string, boolean>>;
  subscribe(listener: () => void): Disposer;
}

export function createActionState(): ActionState {
  let flags: Readonly<Record<string, boolean>> = {};
  const listeners = new Set<() => void>();
  const set = (flag: string, on: boolean) => {
    if (Boolean(flags[flag]) === on) return;
    const next = { ...flags };
    if (on) next[flag] = true;
    else delete next[flag];
    flags = next;
    for (const listener of [...listeners]) listener();
  };
  return {
    isLoading: (flag) => Boolean(flags[flag]),
    begin(flag) {
      if (flags[flag]) return false;
      set(flag, true);
      return true;
    },
    end: (flag) => set(flag, false),
    snapshot: () => flags,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
