import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { DateField } from './DateField';
import { DateReadPretty } from './DateReadPretty';
import { DATE_RULE_KINDS, mapDateProps } from './normalize';
import { dateTexts } from './locales';

/** DATE: a wheel date picker; date-only by default (YEAR_MONTH_DAY), value = timestamp in ms. */
export const dateField: ReactFieldDefinition = defineFieldType({
  type: 'DATE',
  valueKind: 'single',
  locales: { date: dateTexts },
  component: DateField,
  readPretty: DateReadPretty,
  mapProps: (xProps) => ({ ...mapDateProps(xProps, 'DATE') }),
  ruleKinds: DATE_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** DATE: the props of its edit component (what `mapProps` fills). */
    DATE: ComponentProps<typeof DateField>;
  }
}
