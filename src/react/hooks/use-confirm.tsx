import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../feedback/confirm-dialog';

/** What a confirmation asks. */
export interface ConfirmOptions {
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}

interface Pending extends ConfirmOptions {
  resolve: (confirmed: boolean) => void;
}

/**
 * A confirm dialog owned by the component that asks: `confirm()` resolves true
 * or false, and the dialog is rendered by `element`, so it goes away with its
 * page (an imperative `Dialog.confirm` outlives it). Leaving the page answers
 * a pending question with false.
 */
export function useConfirm(): [confirm: (options: ConfirmOptions) => Promise<boolean>, element: ReactNode] {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((confirmed: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    current?.resolve(confirmed);
  }, []);

  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { ...options, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  useEffect(
    () => () => {
      pendingRef.current?.resolve(false);
      pendingRef.current = null;
    },
    [],
  );

  // An alertdialog with the focus on Cancel; Escape answers false.
  const element = (
    <ConfirmDialog
      open={pending !== null}
      content={pending?.content}
      safeKey="cancel"
      onCancel={() => settle(false)}
      rows={[
        [
          { key: 'cancel', text: pending?.cancelText ?? '', onPress: () => settle(false) },
          { key: 'confirm', text: pending?.confirmText ?? '', bold: true, onPress: () => settle(true) },
        ],
      ]}
    />
  );
  return [confirm, element];
}
