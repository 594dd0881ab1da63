import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { EMPTY_RICH_TEXT, mapRichTextProps, RICH_TEXT_RULE_KINDS } from './normalize';
import { RichTextField } from './RichTextField';
import { RichTextReadPretty } from './RichTextReadPretty';
import { richTextTexts } from './locales';

/** RICH_TEXT: a lazily loaded editor; read-only markup is sanitised; empty = an empty paragraph. */
export const richTextField: ReactFieldDefinition = defineFieldType({
  type: 'RICH_TEXT',
  valueKind: 'richText',
  locales: { richText: richTextTexts },
  component: RichTextField,
  readPretty: RichTextReadPretty,
  mapProps: (xProps) => ({ ...mapRichTextProps(xProps) }),
  ruleKinds: RICH_TEXT_RULE_KINDS,
  emptyValue: () => EMPTY_RICH_TEXT,
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** RICH_TEXT: the props of its edit component (what `mapProps` fills). */
    RICH_TEXT: ComponentProps<typeof RichTextField>;
  }
}
