// The local copy of the create form's input (service-desk §9 `formLocalStorageMap`): written a
// moment after the user types, written at once before a submit or draft call, cleared when the
// input is used up, and never written again once the ticket is submitted or the draft deleted.
import { useCallback, useEffect, useRef } from 'react';
import type { FormSession } from '@core/form/session';
import { useRuntime, useT } from '@react';
import { clearTicketCopy } from '../../actions/COPY';
import { clearLocalCopy, readLocalCopy, sameValues, writeLocalCopy } from '../ticket-shared/local-copy';

export interface UseLocalCopyOptions {
  session: FormSession | undefined;
  /** The key of the copy (`localCopyKey(target)`). */
  copyKey: string;
  /** Who types: a copy is only offered back to its owner. */
  userId: string | undefined;
  /** Delay after the last typed value before it is copied, in ms. */
  delayMs: number;
  /** The ticket a COPY came from: its stored values are used up with the input. */
  copyFrom?: string;
}

export interface LocalCopy {
  /** Writes the copy now (nothing once finished). */
  copyNow(): void;
  /**
   * Clears the copies under `keys`, any copy still pending (a late timer must not write it back)
   * and the COPY values the form started from; `finished`: nothing is copied after this.
   */
  dropLocalCopy(options: { finished: boolean }, ...keys: string[]): void;
  /** A submit failed: writes the copy and says, once until {@link resetKeptLocally}, that the input is kept on the device. */
  keptLocally(): void;
  /** A new submit starts: its failure says again where the input is kept. */
  resetKeptLocally(): void;
}

/** Keeps the local copy of a create form's input (see the file comment). */
export function useLocalCopy({ session, copyKey, userId, delayMs, copyFrom }: UseLocalCopyOptions): LocalCopy {
  const t = useT();
  const runtime = useRuntime();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Set once the ticket is submitted or the draft deleted: nothing is copied after that.
  const finished = useRef(false);
  const copyNow = useCallback(() => {
    if (!session || finished.current) return;
    const values = session.controller.getValues();
    // The copy's time is when its input last changed: the outbox clears a copy no newer than what it sent, so copying
    // the same input again (a failed submit copies it once more) must not make it look typed after (issue 20).
    const stored = readLocalCopy(runtime.storage, copyKey, userId);
    if (stored && sameValues(stored.values, values)) return;
    writeLocalCopy(runtime.storage, copyKey, { values, time: Date.now(), userId });
  }, [session, runtime, copyKey, userId]);

  useEffect(() => {
    if (!session) return undefined;
    const stop = session.controller.subscribe((change) => {
      if (change.type !== 'value') return;
      clearTimeout(timer.current);
      timer.current = setTimeout(copyNow, delayMs);
    });
    return () => {
      stop();
      clearTimeout(timer.current);
    };
  }, [session, copyNow, delayMs]);

  const dropLocalCopy = useCallback(
    (options: { finished: boolean }, ...keys: string[]) => {
      if (options.finished) finished.current = true;
      clearTimeout(timer.current);
      clearLocalCopy(runtime.storage, ...keys);
      // Submitted, saved as a draft or deleted: the copy it started from is used up.
      if (copyFrom) clearTicketCopy(runtime.storage, copyFrom);
    },
    [runtime, copyFrom],
  );

  // A failed submit (the assign modal stays open for another try) says where the input is kept.
  const failedOnce = useRef(false);
  const keptLocally = useCallback(() => {
    copyNow();
    if (failedOnce.current) return;
    failedOnce.current = true;
    runtime.bus.emit('toast:show', { type: 'info', message: t('tickets.create.keptLocally') });
  }, [copyNow, runtime, t]);
  const resetKeptLocally = useCallback(() => void (failedOnce.current = false), []);

  return { copyNow, dropLocalCopy, keptLocally, resetKeptLocally };
}
