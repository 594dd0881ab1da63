import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { QuoteField } from './QuoteField';
import { QuoteReadPretty } from './QuoteReadPretty';
import { mapQuoteProps, QUOTE_RULE_KINDS } from './normalize';

/** QUOTE: a value quoted from another record or field, shown read-only with its label. */
export const quoteField: ReactFieldDefinition = defineFieldType({
  type: 'QUOTE',
  valueKind: 'single',
  component: QuoteField,
  readPretty: QuoteReadPretty,
  mapProps: (xProps) => ({ ...mapQuoteProps(xProps) }),
  ruleKinds: QUOTE_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** QUOTE: the props of its edit component (what `mapProps` fills). */
    QUOTE: ComponentProps<typeof QuoteField>;
  }
}
