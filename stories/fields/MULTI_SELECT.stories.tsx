import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import schema from '../../fixtures/fields/MULTI_SELECT.fields.json';
import { batch2Adapter } from './batch2-adapter';
import { Batch2Form } from './batch2-form';

// fixtures/fields/MULTI_SELECT.fields.json: a 3-level custom tree (columns), a 4-level tree (drill-down
// sheet), an API tree with a header list and a dictionary tree, answered from the gateway seed.
const values = { assetCategory: ['hw-pc-laptop', 'sw'], serviceCatalog: ['it-acc-mail-new'], officeLocation: ['loc-sh-pd-a'], incidentCategory: ['cat-hw-printer-jam'] };

const meta = {
  title: 'Fields/MULTI_SELECT',
  component: Batch2Form,
  args: { schema, values, mode: 'edit' },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'readOnly', 'disabled', 'empty'] }, schema: { table: { disable: true } }, values: { table: { disable: true } } },
  parameters: { runtime: { plugins: { fields: builtinFieldPlugins }, requestAdapter: batch2Adapter() } },
} satisfies Meta<typeof Batch2Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Empty: Story = { args: { mode: 'empty' } };
export const ReadOnly: Story = { args: { mode: 'readOnly' } };
export const Disabled: Story = { args: { mode: 'disabled' } };
