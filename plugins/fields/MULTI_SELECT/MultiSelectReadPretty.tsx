import { useMemo } from 'react';
import { useT } from '../../../src/react';
import { savedDisplayLabels, valuesOf } from '../shared/options';
import { ReadOnlyText } from '../shared/read-only';
import type { OptionReadPrettyProps } from '../shared/option-read-pretty';
import { useOptions } from '../shared/use-options';
import { selectionLabels } from './MultiSelectField';
import { indexTree } from './tree';

function LiveLabels({ value, source, optionSource, optionPatch }: OptionReadPrettyProps) {
  const t = useT();
  const { state, labels } = useOptions({ type: 'MULTI_SELECT', value, source, optionSource, optionPatch });
  const index = useMemo(() => indexTree(state.options), [state.options]);
  return <ReadOnlyText text={selectionLabels(valuesOf(value), index, labels).join(t('fieldsExtra.multiSelect.separator'))} />;
}

/** Read-only multi-level dropdown: the selected labels joined with '、', '--' when empty. */
export function MultiSelectReadPretty(props: OptionReadPrettyProps) {
  const t = useT();
  if (props.useSavedDisplay) return <ReadOnlyText text={savedDisplayLabels(props.value, props.savedDisplay).join(t('fieldsExtra.multiSelect.separator'))} />;
  return <LiveLabels {...props} />;
}
