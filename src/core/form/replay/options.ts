import { applyOptionPatch, hideDeletedOptions } from '../options/patch';
import type { OptionItem, OptionPatch } from '../types';

/** The option lists of a form's pickers as linkage patches change them. */
export interface OptionTracker {
  /** Whether the complete option list of a field is known (custom list or context data). */
  knows(path: string): boolean;
  /** Records a linkage option patch. */
  record(path: string, patch: OptionPatch): void;
  /** What the picker offers now, given the current selection; undefined when the list is unknown. */
  optionsOf(path: string, selected: unknown): OptionItem[] | undefined;
}

/**
 * Model of the option layer, matching the linkage semantics: content patches
 * (`add`, `change`) edit the list cumulatively; a visibility patch (`show`,
 * `hide`, `showPrepend`, `showAll`) replaces the previous one and acts on the
 * current content (so `showAll` undoes an earlier `show`). Options flagged
 * deleted stay only when selected.
 */
export function createOptionTracker(baseOf: (path: string) => readonly OptionItem[] | undefined): OptionTracker {
  const content = new Map<string, OptionItem[]>();
  const visibility = new Map<string, OptionPatch>();
  const contentOf = (path: string): OptionItem[] | undefined => content.get(path) ?? (baseOf(path) ? [...(baseOf(path) as OptionItem[])] : undefined);
  return {
    knows: (path) => contentOf(path) !== undefined,
    record(path, patch) {
      if (patch.mode === 'add' || patch.mode === 'change') {
        content.set(path, applyOptionPatch(contentOf(path) ?? [], patch));
      } else {
        visibility.set(path, patch);
      }
    },
    optionsOf(path, selected) {
      const list = contentOf(path);
      if (!list) return undefined;
      return hideDeletedOptions(applyOptionPatch(list, visibility.get(path)), selected);
    },
  };
}
