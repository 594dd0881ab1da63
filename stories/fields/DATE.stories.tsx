import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import schema from '../../fixtures/fields/DATE.fields.json';
import { Batch2Form } from './batch2-form';

// fixtures/fields/DATE.fields.json: the planned start/end pair (the end's minimum is the start), limits
// relative to today, and a limit taken from another field; bounds are resolved when the wheel opens.
const day = 86_400_000;
const now = Date.now();
const values = { planStartTime: now - 2 * 3_600_000, planEndTime: now + day, occurredDate: now - 3 * day, reviewDate: '' };

const meta = {
  title: 'Fields/DATE',
  component: Batch2Form,
  args: { schema, values, mode: 'edit' },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'readOnly', 'disabled', 'empty'] }, schema: { table: { disable: true } }, values: { table: { disable: true } } },
  parameters: { runtime: { plugins: { fields: builtinFieldPlugins } } },
} satisfies Meta<typeof Batch2Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Empty: Story = { args: { mode: 'empty' } };
/** Date-time values today show as "today HH:mm" (the display rule); the exact value is the tooltip. */
export const ReadOnly: Story = { args: { mode: 'readOnly' } };
export const Disabled: Story = { args: { mode: 'disabled' } };
