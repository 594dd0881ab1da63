import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import schema from '../../fixtures/fields/WRITTEN_SIGNATURE.fields.json';
import stored from '../../fixtures/fields/WRITTEN_SIGNATURE.values.json';
import { batch2Adapter, placeholderImage } from './batch2-adapter';
import { Batch2Form } from './batch2-form';

// fixtures/fields/WRITTEN_SIGNATURE.fields.json: tap to open the (lazily loaded) pad; Confirm uploads the
// PNG through the story transport and the field shows it.
const values = { approverSignature: { ...stored.approverSignature, url: placeholderImage('张三', '#ffffff', '#222222') } };

const meta = {
  title: 'Fields/WRITTEN_SIGNATURE',
  component: Batch2Form,
  args: { schema, values, mode: 'edit' },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'readOnly', 'disabled', 'empty'] }, schema: { table: { disable: true } }, values: { table: { disable: true } } },
  parameters: { runtime: { plugins: { fields: builtinFieldPlugins }, requestAdapter: batch2Adapter({ uploadMs: 600 }) } },
} satisfies Meta<typeof Batch2Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const Empty: Story = { args: { mode: 'empty' } };
export const ReadOnly: Story = { args: { mode: 'readOnly' } };
export const Disabled: Story = { args: { mode: 'disabled' } };
