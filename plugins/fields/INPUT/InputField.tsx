import { TextField, type TextFieldProps } from '../shared/text-field';

/** Props of {@link InputField}. */
export type InputFieldProps = Omit<TextFieldProps, 'singleLine'>;

/** INPUT edit component: a single-line text that trims on blur and blocks Enter. */
export function InputField(props: InputFieldProps) {
  return <TextField rowsMode="form" {...props} singleLine />;
}
