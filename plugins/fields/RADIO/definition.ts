import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { RadioField } from './RadioField';
import { RadioReadPretty } from './RadioReadPretty';
import { mapRadioProps, RADIO_RULE_KINDS } from './normalize';

/** RADIO: radio-style single choice, inline for short static lists, a popup picker with search otherwise. */
export const radioField: ReactFieldDefinition = defineFieldType({
  type: 'RADIO',
  valueKind: 'single',
  component: RadioField,
  readPretty: RadioReadPretty,
  mapProps: (xProps) => ({ ...mapRadioProps(xProps) }),
  ruleKinds: RADIO_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** RADIO: the props of its edit component (what `mapProps` fills). */
    RADIO: ComponentProps<typeof RadioField>;
  }
}
