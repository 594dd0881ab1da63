import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import schema from '../../fixtures/fields/RICH_TEXT.fields.json';
import values from '../../fixtures/fields/RICH_TEXT.values.json';
import { Batch2Form } from './batch2-form';

// fixtures/fields/RICH_TEXT.fields.json with RICH_TEXT.values.json: the editor loads on demand; the
// read-only display is sanitised (the solution value carries an onerror handler and a script) and
// shows the warning / success banners.
const meta = {
  title: 'Fields/RICH_TEXT',
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
