import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { TextDisplay } from './TextDisplay';
import { mapTextProps, TEXT_RULE_KINDS } from './normalize';

/** TEXT: static text shown in the form; holds no value. */
export const textField: ReactFieldDefinition = defineFieldType({
  type: 'TEXT',
  valueKind: 'none',
  component: TextDisplay,
  readPretty: TextDisplay,
  mapProps: (xProps) => ({ ...mapTextProps(xProps) }),
  ruleKinds: TEXT_RULE_KINDS,
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** TEXT: the props of its edit component (what `mapProps` fills). */
    TEXT: ComponentProps<typeof TextDisplay>;
  }
}
