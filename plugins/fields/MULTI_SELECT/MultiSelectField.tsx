import { useMemo, useState } from 'react';
import { useFieldEnv, isInteractive } from '../shared/field-env';
import { lazyCode, LazyCodeFailure, useLazyCode } from '../shared/lazy-code';
import { OptionTrigger } from '../shared/option-trigger';
import { valuesOf } from '../shared/options';
import type { FieldEditProps } from '../shared/types';
import { useOptions, usePruneSelection, type OptionSourceProps } from '../shared/use-options';
import { indexTree, layoutOf, type TreeIndex } from './tree';

// The column popup and the drill-down sheet load on first open (the field shows labels until then).
export const treePickersCode = lazyCode(() => import('./tree-pickers'));

/** Props of {@link MultiSelectField}. */
export interface MultiSelectFieldProps extends FieldEditProps<string[]>, OptionSourceProps {
  /** Popup title. @default the placeholder, else "Please select" */
  title?: string;
}

/** Labels of the selected ids: from the tree, else from labels seen earlier, else the id. */
export function selectionLabels(ids: readonly string[], index: TreeIndex, seen: ReadonlyMap<string, string>): string[] {
  return ids.map((id) => index.get(id)?.option.label ?? seen.get(id) ?? id);
}

/**
 * The multi-level dropdown (MULTI_SELECT). The value is the list of
 * selected ids; the field shows their labels joined with '、'. Options come
 * from the field's source (custom tree, dictionary tree, or the API tree
 * call `listApiContent4Tree` with `{url, header}`); a failed call shows its
 * message in a toast. A tree under 4 levels opens the column popup, a
 * deeper one the drill-down sheet.
 */
export function MultiSelectField(props: MultiSelectFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, title, source, optionSource, optionPatch } = props;
  const { t } = useFieldEnv();
  const [open, setOpen] = useState(false);
  const interactive = isInteractive({ disabled, readOnly });
  const { source: optionsSource, state, labels } = useOptions({ type: 'MULTI_SELECT', value, source, optionSource, optionPatch });
  usePruneSelection(state, value, 'multi', interactive, onChange as ((value: never) => void) | undefined);

  const index = useMemo(() => indexTree(state.options), [state.options]);
  const ids = valuesOf(value);
  const text = selectionLabels(ids, index, labels).join(t('multiSelect.separator'));
  const hint = placeholder || t('fields.pleaseSelect');
  const layout = layoutOf(state.options);
  const pickers = useLazyCode(treePickersCode);

  const openPicker = () => {
    if (!interactive) return;
    setOpen(true);
    pickers.request();
    onFocus?.();
    void optionsSource.ensureLoaded();
  };
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  const popupProps = {
    visible: open,
    title: title || hint,
    options: state.options,
    selected: ids,
    loading: state.loading || !state.loaded,
    onClose: close,
    onCommit: (next: string[]) => onChange?.(next),
  };
  return (
    <>
      <OptionTrigger
        labels={text ? [text] : []}
        multiple={false}
        placeholder={hint}
        disabled={disabled}
        readOnly={readOnly}
        expanded={open && pickers.module !== undefined}
        busy={open && pickers.busy}
        label={title || hint}
        onPrefetch={pickers.prefetch}
        onOpen={openPicker}
      />
      {interactive && open ? <LazyCodeFailure state={pickers} /> : null}
      {interactive && pickers.module ? layout === 'columns' ? <pickers.module.ColumnsPopup {...popupProps} /> : <pickers.module.ListSheet {...popupProps} /> : null}
    </>
  );
}
