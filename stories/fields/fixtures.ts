import type { LocalizedText } from '../../src/react';
import autoNumber from '../../fixtures/fields/auto-number.field.json';
import checkbox from '../../fixtures/fields/checkbox.field.json';
import evaluateStar from '../../fixtures/fields/evaluate-star.field.json';
import input from '../../fixtures/fields/input.field.json';
import number from '../../fixtures/fields/number.field.json';
import quote from '../../fixtures/fields/quote.field.json';
import radio from '../../fixtures/fields/radio.field.json';
import selectMany from '../../fixtures/fields/select-many.field.json';
import select from '../../fixtures/fields/select.field.json';
import text from '../../fixtures/fields/text.field.json';
import textarea from '../../fixtures/fields/textarea.field.json';

/** Remote options of a variant, served by the story's fixture adapter. */
export interface VariantOptions {
  /** Dictionary records (`directoryValue`), served by the dictionary page call. */
  records?: Array<Record<string, unknown>>;
  /** Paged API records (`apiStr`): `{n}` in the template becomes the record number (zero-padded to 4). */
  recordTemplate?: Record<string, string>;
  total?: number;
  pageSize?: number;
}

/** One configuration of a field, as the server would send it, with a sample value. */
export interface FieldVariant {
  name: string;
  title: LocalizedText;
  xProps: Record<string, unknown>;
  value?: unknown;
  options?: VariantOptions;
}

/** The story fixture of one field type (`fixtures/fields/<type>.field.json`). */
export interface FieldFixture {
  type: string;
  variants: FieldVariant[];
}

export const fieldFixtures = {
  input,
  textarea,
  text,
  number,
  select,
  selectMany,
  radio,
  checkbox,
  evaluateStar,
  autoNumber,
  quote,
} as unknown as Record<string, FieldFixture>;
