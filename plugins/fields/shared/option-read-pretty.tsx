import { useT } from '@react';
import { ReadOnlyText } from './read-only';
import { hasSavedLabels, labelsOf, savedDisplayLabels, storedValues } from './options';
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

function LiveLabels({ type, value, source, optionSource, optionPatch, useSavedDisplay, savedDisplay }: OptionReadPrettyProps & { type: string }) {
  const t = useT();
  const codes = useSavedDisplay ? storedValues(value) : value;
  const { labels } = useOptions({ type, value: codes, source, optionSource, optionPatch });
  const text = useSavedDisplay ? savedDisplayLabels(value, savedDisplay, labels) : labelsOf(value, labels);
  return <ReadOnlyText text={text.join(t('fields.listSeparator'))} />;
}

/**
 * Read-only display of an option field: the labels of the selected values, '--' when empty. A
 * finished order shows its saved labels; a stored code with none saved gets its option's label.
 */
export function OptionReadPretty(props: OptionReadPrettyProps & { type: string }) {
  const t = useT();
  if (props.useSavedDisplay && hasSavedLabels(props.value, props.savedDisplay)) {
    return <ReadOnlyText text={savedDisplayLabels(props.value, props.savedDisplay).join(t('fields.listSeparator'))} />;
  }
  return <LiveLabels {...props} />;
}
