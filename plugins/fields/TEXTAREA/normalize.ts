import { readLengthBounds } from '@core/form/rules';
import { flag } from '../shared/props';
import { commitText } from '../shared/text';

/** Rule kinds of TEXTAREA: length range, unique column values, parent rules. */
export const TEXTAREA_RULE_KINDS = ['textRange', 'unique', 'parent'] as const;

/** Props TEXTAREA takes from its x-props. */
export interface TextareaMappedProps {
  rowsMode: 'form';
  singleLine?: boolean;
  inTable?: boolean;
  countMax?: number;
}

/**
 * In a form the text area autosizes up to 500 rows; with a maximum length
 * (range.max) it shows a count. `singleLine` turns on single-line mode.
 */
export function mapTextareaProps(xProps: Readonly<Record<string, unknown>>): TextareaMappedProps {
  const props: TextareaMappedProps = { rowsMode: 'form' };
  const max = readLengthBounds(xProps.range)?.max;
  if (max !== undefined) props.countMax = max;
  if (flag(xProps.singleLine)) props.singleLine = true;
  if (xProps.inTable === true) props.inTable = true;
  return props;
}

/** The value sent on submit / save: trimmed, with the field's line-break rule. */
export function commitTextarea(value: unknown, props: Readonly<Record<string, unknown>> = {}): unknown {
  return commitText(value, { singleLine: props.singleLine === true, inTable: props.inTable === true });
}
