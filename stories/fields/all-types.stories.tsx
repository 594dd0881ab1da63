import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import { SchemaForm, useFormController, type SchemaFormMode } from '../../src/react/form';
import allTypes from '../../fixtures/fields/all-types.form.json';
import allTypesData from '../../fixtures/fields/all-types.data.json';
import { fixtureAdapter } from './fixture-adapter';
import { fieldFixtures } from './fixtures';

interface AllTypesProps {
  mode: SchemaFormMode;
  /** Start from the fixture's stored data or from an empty form. */
  filled: boolean;
}

const noValues = {};

/** fixtures/fields/all-types.form.json rendered by SchemaForm with the built-in field plugins. */
function AllTypesForm({ mode, filled }: AllTypesProps) {
  const built = useFormController({ schema: allTypes, values: filled ? allTypesData : noValues });
  return <SchemaForm controller={built} mode={mode} windowing={false} />;
}

const meta = {
  title: 'Fields/All types form',
  component: AllTypesForm,
  args: { mode: 'edit', filled: false },
  argTypes: { mode: { control: 'inline-radio', options: ['edit', 'readOnly'] } },
  parameters: {
    runtime: { plugins: { fields: builtinFieldPlugins }, requestAdapter: fixtureAdapter(Object.values(fieldFixtures)) },
  },
} satisfies Meta<typeof AllTypesForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyForm: Story = {};
export const Filled: Story = { args: { filled: true } };
export const ReadOnly: Story = { args: { mode: 'readOnly', filled: true } };
