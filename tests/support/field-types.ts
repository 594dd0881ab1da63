/**
 * The built-in field plugins' facts (value kinds, tables, numbers, files, members, coercion) for tests
 * that run in plain Node: the plugins' modules import React, antd-mobile and stylesheets, which a Node
 * test cannot load. tests/unit/core/form/field-facts.test.ts keeps this list equal to `builtinFieldPlugins`.
 * A test fixture, not the core's knowledge: the core asks the registry.
 */
import type { FieldTypeDefinition } from '@core/registry';
import type { FieldTypeLookup } from '@core/form/value-kind';
import { coerceNumber } from '@plugins/fields/NUMBER/normalize';
import { coercePosition } from '@plugins/fields/POSITION/normalize';
import { commitModelId } from '@plugins/fields/CMDB_MODEL/normalize';

export type FieldFacts = Pick<FieldTypeDefinition<unknown>, 'type' | 'valueKind' | 'table' | 'numeric' | 'files' | 'members' | 'coerce' | 'treeOptions'>;

export const BUILTIN_FIELD_FACTS: readonly FieldFacts[] = [
  { type: 'INPUT', valueKind: 'single' },
  { type: 'TEXTAREA', valueKind: 'single' },
  { type: 'RICH_TEXT', valueKind: 'richText' },
  { type: 'RADIO', valueKind: 'single' },
  { type: 'CHECKBOX', valueKind: 'multi' },
  { type: 'SELECT', valueKind: 'single' },
  { type: 'SELECT_MANY', valueKind: 'multi' },
  { type: 'MULTI_SELECT', valueKind: 'multi', treeOptions: true },
  { type: 'NUMBER', valueKind: 'single', numeric: true, coerce: coerceNumber },
  { type: 'DATE', valueKind: 'single' },
  { type: 'TIME', valueKind: 'single' },
  { type: 'MEMBER', valueKind: 'multi', members: 'users' },
  { type: 'GROUP', valueKind: 'multi', members: 'groups' },
  { type: 'UPLOAD', valueKind: 'multi', files: true },
  { type: 'EVALUATE_STAR', valueKind: 'single' },
  { type: 'TABLE_FORM', valueKind: 'multi', table: true },
  { type: 'TEXT', valueKind: 'none' },
  { type: 'AUTO_NUMBER', valueKind: 'single' },
  { type: 'ADD_GROUP', valueKind: 'container' },
  { type: 'QUOTE', valueKind: 'single' },
  { type: 'WRITTEN_SIGNATURE', valueKind: 'single' },
  { type: 'POSITION', valueKind: 'single', coerce: coercePosition },
  { type: 'CONFIGURATION_ITEM', valueKind: 'multi' },
  { type: 'CMDB_MODEL', valueKind: 'single', coerce: commitModelId },
  { type: 'CMDB_CONFIG', valueKind: 'multi' },
  { type: 'CMDB_CONFIG_TAB', valueKind: 'multi' },
];

/** The facts as a headless registry (`{ fields }`), for sessions, rules and replays in Node tests. */
export function builtinFieldTypes(): { fields: FieldTypeLookup } {
  const table = new Map(BUILTIN_FIELD_FACTS.map((facts) => [facts.type, { ...facts, component: null } as FieldTypeDefinition<unknown>]));
  return { fields: { get: (type) => table.get(type) } };
}
