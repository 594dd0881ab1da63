import { TextField, type TextFieldProps } from '../shared/text-field';

/** Props of {@link TextareaField}. */
export type TextareaFieldProps = TextFieldProps;

/** TEXTAREA edit component: multi-line text, 1-5 rows as a widget, autosize up to 500 rows in the form. */
export function TextareaField(props: TextareaFieldProps) {
  return <TextField {...props} />;
}
