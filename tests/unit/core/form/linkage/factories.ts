import type { NormalizedField } from '@core/form/types';
import { field } from '../field-factory';

export { field };

/** A small form: inputs, multi-value types, rich text, a table, a container and display text. */
export function sampleFields(): NormalizedField[] {
  return [
    field('title'),
    field('desc', 'RICH_TEXT'),
    field('tags', 'CHECKBOX'),
    field('level', 'SELECT'),
    field('kinds', 'SELECT_MANY'),
    field('owner', 'MEMBER', { xProps: { isMultiple: false } }),
    field('watchers', 'MEMBER', { xProps: { isMultiple: true } }),
    field('team', 'GROUP', { xProps: { isMultiple: true } }),
    field('files', 'UPLOAD'),
    field('note', 'TEXT'),
    field('items', 'TABLE_FORM', { children: [field('qty', 'NUMBER', { path: 'items.qty' }), field('sku', 'SELECT_MANY', { path: 'items.sku' })] }),
    field('group1', 'ADD_GROUP', { children: [field('inner', 'INPUT', { path: 'group1.inner' })] }),
  ];
}
