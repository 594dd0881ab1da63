import { useEffect, useState, type Dispatch, type SetStateAction } from 'react';

/**
 * The draft selection of a multi-select picker: every opening starts it again
 * from the stored selection (as does a new stored selection while open), and
 * calls `onOpen` so the picker resets its own state (search, opened levels)
 * with it. Nothing reaches the field until the picker commits the draft.
 */
export function useSelectionDraft(visible: boolean, selected: readonly string[], onOpen?: () => void): [string[], Dispatch<SetStateAction<string[]>>] {
  const [draft, setDraft] = useState<string[]>(() => [...selected]);
  // Keyed by content: a parent render with an equal but new array must not wipe the draft.
  const selectedKey = selected.join('\u0000');
  useEffect(() => {
    if (!visible) return;
    setDraft([...selected]);
    onOpen?.();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, selectedKey]);
  return [draft, setDraft];
}
