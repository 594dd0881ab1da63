import { useT } from '@react';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { quoteLabel } from './normalize';
import '../shared/fields.css';

/** Props of {@link QuoteReadPretty}. */
export interface QuoteReadPrettyProps extends FieldReadProps<unknown> {
  sourceLabel?: string;
}

/** QUOTE display: the quoted value's label ('--' when empty) and where it is quoted from. */
export function QuoteReadPretty({ value, sourceLabel }: QuoteReadPrettyProps) {
  const t = useT();
  return (
    <ReadOnlyText text={quoteLabel(value, t('fields.listSeparator'))}>
      {sourceLabel ? <div className="sd-field-caption">{t('fields.quote.from', { source: sourceLabel })}</div> : null}
    </ReadOnlyText>
  );
}
