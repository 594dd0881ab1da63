import type { FieldEditProps } from '../shared/types';
import { QuoteReadPretty } from './QuoteReadPretty';

/** Props of {@link QuoteField}. */
export interface QuoteFieldProps extends FieldEditProps<unknown> {
  sourceLabel?: string;
}

/** QUOTE in an editable form: a quoted value is never typed in, so it is shown as in read-only mode. */
export function QuoteField({ value, sourceLabel }: QuoteFieldProps) {
  return <QuoteReadPretty value={value} sourceLabel={sourceLabel} />;
}
