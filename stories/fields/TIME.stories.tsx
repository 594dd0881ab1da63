import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import schema from '../../fixtures/fields/TIME.fields.json';
import { Batch2Form } from './batch2-form';

// fixtures/fields/TIME.fields.json: date and time to the second (at most today), and a date-only TIME.
const values = { restoredAt: Date.now() - 86_400_000 - 5 * 60_000, callbackDay: '2023-11-02' };

const meta = {
  title: 'Fields/TIME',
  component: Batch2Form,
  args: { schema, values, mode: 'edit' },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'readOnly', 'disabled', 'empty'] }, schema: { table: { disable: true } }, values: { table: { disable: true } } },
  parameters: { runtime: { plugins: { fields: builtinFieldPlugins } } },
} satisfies Meta<typeof Batch2Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Empty: Story = { args: { mode: 'empty' } };
export const ReadOnly: Story = { args: { mode: 'readOnly' } };
export const Disabled: Story = { args: { mode: 'disabled' } };
