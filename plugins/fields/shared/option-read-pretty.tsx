import { useT } from '../../../src/react';
import { ReadOnlyText } from './read-only';
import { labelsOf, savedDisplayLabels } from './options';
import type { FieldReadProps } from './types';
import { useOptions, type OptionSourceProps } from './use-options';

/** Props of the option fields' read-only display. */
export interface OptionReadPrettyProps extends FieldReadProps<unknown>, OptionSourceProps {
  /**
   * Show saved display values instead of resolving live options (finished
   * orders, dataStatus 20). Set by the form's permission layer.
   * @default false
   */
  useSavedDisplay?: boolean;
  /** The saved display text of the value, when the host has one. */
  savedDisplay?: string | string[];
}

function LiveLabels({ type, value, source, optionSource, optionPatch }: OptionReadPrettyProps & { type: string }) {
  const t = useT();
  const { labels } = useOptions({ type, value, source, optionSource, optionPatch });
  return <ReadOnlyText text={labelsOf(value, labels).join(t('fields.listSeparator'))} />;
}

/** Read-only display of an option field: the labels of the selected values, '--' when empty. */
export function OptionReadPretty(props: OptionReadPrettyProps & { type: string }) {
  const t = useT();
  if (props.useSavedDisplay) return <ReadOnlyText text={savedDisplayLabels(props.value, props.savedDisplay).join(t('fields.listSeparator'))} />;
  return <LiveLabels {...props} />;
}
