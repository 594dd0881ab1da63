import { useMemo } from 'react';
import { useT } from '@react';
import { hasSavedLabels, savedDisplayLabels, storedValues, valuesOf } from '../shared/options';
import { ReadOnlyText } from '../shared/read-only';
import type { OptionReadPrettyProps } from '../shared/option-read-pretty';
import { useOptions } from '../shared/use-options';
import { selectionLabels } from './MultiSelectField';
import { indexTree } from './tree';

function LiveLabels({ value, source, optionSource, optionPatch, useSavedDisplay }: OptionReadPrettyProps) {
  const t = useT();
  // A finished order's stored `{label, value}` items are looked up by their codes.
  const codes = useSavedDisplay ? storedValues(value) : value;
  const { state, labels } = useOptions({ type: 'MULTI_SELECT', value: codes, source, optionSource, optionPatch });
  const index = useMemo(() => indexTree(state.options), [state.options]);
  return <ReadOnlyText text={selectionLabels(valuesOf(codes), index, labels).join(t('multiSelect.separator'))} />;
}

/**
 * Read-only multi-level dropdown: the selected labels joined with '、', '--' when empty. A finished
 * order shows its saved labels; codes with none saved get their options' labels.
 */
export function MultiSelectReadPretty(props: OptionReadPrettyProps) {
  const t = useT();
  if (props.useSavedDisplay && hasSavedLabels(props.value, props.savedDisplay)) {
    return <ReadOnlyText text={savedDisplayLabels(props.value, props.savedDisplay).join(t('multiSelect.separator'))} />;
  }
  return <LiveLabels {...props} />;
}
