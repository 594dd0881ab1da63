import { commitText, type TextModeOptions } from '../shared/text';
export { blurCommit, commitText, lineBreaksToSpaces, sanitizeTyped, stripLineBreaks, textOf } from '../shared/text';

/** Rule kinds of INPUT: the rule picker (check), length range, unique column values, parent rules. */
export const INPUT_RULE_KINDS = ['email', 'phone', 'ip', 'custom', 'textRange', 'unique', 'parent'] as const;

/** Props INPUT takes from its x-props (placeholder and the common keys are mapped by the interpreter). */
export interface InputMappedProps {
  singleLine: true;
  rowsMode: 'form';
  inTable?: boolean;
}

/**
 * INPUT is a single-line text: line breaks stripped, Enter blocked, long
 * text wraps (autosize). check / regularExpression / range are rules, not props.
 */
export function mapInputProps(xProps: Readonly<Record<string, unknown>>): InputMappedProps {
  return xProps.inTable === true ? { singleLine: true, rowsMode: 'form', inTable: true } : { singleLine: true, rowsMode: 'form' };
}

/** The value sent on submit / save: trimmed, line breaks removed (spaces in tables). */
export function commitInput(value: unknown, props: Readonly<Record<string, unknown>> = {}): unknown {
  const mode: TextModeOptions = { singleLine: true, inTable: props.inTable === true };
  return commitText(value, mode);
}
