import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '@plugins/fields';
import { SchemaForm, useFormSession, type SchemaFormMode } from '@react/form';
import allTypes from '../../fixtures/forms/all-types.form.json';
import stored from '../../fixtures/forms/all-types.values.json';
import { batch2Adapter, placeholderImage } from './batch2-adapter';
import { memberAdapter } from './member-adapter';

interface AllTypesProps {
  mode: SchemaFormMode;
  /** Start from the fixture's stored values or from an empty form. */
  filled: boolean;
}

const noValues = {};
// The stored signature gets a drawn stand-in (there is no file server in Storybook).
const values = { ...stored, approverSignature: { ...stored.approverSignature, url: placeholderImage('张三', '#ffffff', '#222222') } };

/**
 * fixtures/forms/all-types.form.json (one field of every built-in type, the form the browser test
 * fills) rendered by SchemaForm with the built-in field plugins; options, dictionary trees and
 * uploads, users and groups are answered from the gateway's seed by the story transports.
 */
function AllTypesForm({ mode, filled }: AllTypesProps) {
  const built = useFormSession({ schema: allTypes, values: filled ? values : noValues, linkage: false });
  return (
    <div style={{ minHeight: '100vh', background: '#fff' }}>
      <SchemaForm controller={built} mode={mode} windowing={false} />
    </div>
  );
}

const meta = {
  title: 'Fields/All types form',
  component: AllTypesForm,
  args: { mode: 'edit', filled: false },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'readOnly'] } },
  parameters: {
    runtime: { plugins: { fields: builtinFieldPlugins }, requestAdapter: memberAdapter({ fallback: batch2Adapter() }) },
  },
} satisfies Meta<typeof AllTypesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {};
export const Filled: Story = { args: { filled: true } };
export const ReadOnly: Story = { args: { mode: 'readOnly', filled: true } };
