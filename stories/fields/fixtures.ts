import type { LocalizedText } from '@react';
import autoNumber from '../../fixtures/fields/AUTO_NUMBER.variants.json';
import checkbox from '../../fixtures/fields/CHECKBOX.variants.json';
import evaluateStar from '../../fixtures/fields/EVALUATE_STAR.variants.json';
import input from '../../fixtures/fields/INPUT.variants.json';
import number from '../../fixtures/fields/NUMBER.variants.json';
import quote from '../../fixtures/fields/QUOTE.variants.json';
import radio from '../../fixtures/fields/RADIO.variants.json';
import selectMany from '../../fixtures/fields/SELECT_MANY.variants.json';
import select from '../../fixtures/fields/SELECT.variants.json';
import text from '../../fixtures/fields/TEXT.variants.json';
import textarea from '../../fixtures/fields/TEXTAREA.variants.json';

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

/** The story fixture of one field type (`fixtures/fields/<TYPE>.variants.json`). */
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
