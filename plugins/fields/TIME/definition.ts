import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { DATE_RULE_KINDS, DateField, DateReadPretty, dateTexts, mapDateProps } from '../DATE';

/**
 * TIME: the DATE picker with date and time by default (YYYY-MM-DD HH:mm:ss);
 * `dateFormat: YEAR_MONTH_DAY` or `isOnlyDate` still make it date-only.
 */
export const timeField: ReactFieldDefinition = defineFieldType({
  type: 'TIME',
  valueKind: 'single',
  locales: { date: dateTexts },
  component: DateField,
  readPretty: DateReadPretty,
  mapProps: (xProps) => ({ ...mapDateProps(xProps, 'TIME') }),
  ruleKinds: DATE_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** TIME: the props of its edit component (what `mapProps` fills). */
    TIME: ComponentProps<typeof DateField>;
  }
}
