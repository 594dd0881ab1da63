import type { StoryObj } from '@storybook/react-vite';
import schema from '../../fixtures/fields/TABLE_FORM.fields.json';
import values from '../../fixtures/fields/TABLE_FORM.values.json';
import type { Batch2Form } from './batch2-form';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/TABLE_FORM.fields.json: an item table (required name, unique asset
// code, number, select, a MEMBER cell with no plugin yet, remark) and a fixed-rows check list. Rows are
// cards on a phone; add row, delete row (confirmed), every cell edited by its own field plugin.
const meta = { title: 'Fields/TABLE_FORM', ...batch2Meta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
/** An empty table gets its default first row (unless the host sets abortDefaultRowAdded). */
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');

const columns = Array.from({ length: 10 }, (_, i) => ({ key: `c${i}`, title: `列 ${i + 1}`, 'x-component': 'INPUT' }));

/** 500 rows x 10 INPUT columns: only the rows near the viewport are mounted. */
export const FiveHundredRows: StoryObj<typeof Batch2Form> = {
  args: {
    mode: 'edit',
    schema: { type: 'object', properties: { table: { title: '明细', 'x-component': 'TABLE_FORM', 'x-index': 0, 'x-props': { columns } } } },
    values: {
      table: Array.from({ length: 500 }, (_, row) => ({ id: `row-${row + 1}`, rowNum: row, rowData: Object.fromEntries(columns.map((c, i) => [c.key, `${row + 1}-${i + 1}`])) })),
    },
  },
};
