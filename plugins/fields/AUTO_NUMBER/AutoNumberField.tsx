import { useT } from '@react';
import type { FieldEditProps } from '../shared/types';
import { autoNumberText } from './normalize';
import '../shared/fields.css';

/** Props of {@link AutoNumberField}. */
export type AutoNumberFieldProps = FieldEditProps<string | number>;

/**
 * AUTO_NUMBER in an editable form: never editable; shows the generated
 * number, or a hint that it is generated on submit.
 */
export function AutoNumberField({ value }: AutoNumberFieldProps) {
  const t = useT();
  const text = autoNumberText(value);
  if (!text) return <div className="sd-field-read sd-field-read--empty">{t('fields.autoNumber.pending')}</div>;
  return <div className="sd-field-read sd-auto-number">{text}</div>;
}
