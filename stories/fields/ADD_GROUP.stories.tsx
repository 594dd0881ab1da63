import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import schema from '../../fixtures/fields/ADD_GROUP.fields.json';
import { batch2Adapter } from './batch2-adapter';
import { Batch2Form } from './batch2-form';

// fixtures/fields/ADD_GROUP.fields.json: a titled group holding the planned start/end pair; the fields
// inside keep flat values and still bound each other.
const values = { summary: ['net-vpn'], planStartTime: Date.now() + 3_600_000 };

const meta = {
  title: 'Fields/ADD_GROUP',
  component: Batch2Form,
  args: { schema, values, mode: 'edit' },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'readOnly', 'disabled', 'empty'] }, schema: { table: { disable: true } }, values: { table: { disable: true } } },
  parameters: { runtime: { plugins: { fields: builtinFieldPlugins }, requestAdapter: batch2Adapter() } },
} satisfies Meta<typeof Batch2Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const ReadOnly: Story = { args: { mode: 'readOnly' } };
