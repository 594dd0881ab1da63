import type { Meta, StoryObj } from '@storybook/react-vite';
import { textField } from '@plugins/fields/TEXT';
import { FieldGallery } from './field-gallery';
import { fixtureAdapter } from './fixture-adapter';
import { fieldFixtures } from './fixtures';

// Every variant of fixtures/fields/TEXT.variants.json; remote options come from the fixture adapter.
const meta = {
  title: 'Fields/TEXT',
  component: FieldGallery,
  args: { fixture: fieldFixtures.text!, definition: textField, mode: 'edit' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['edit', 'readOnly', 'disabled', 'readPretty', 'empty'] },
    fixture: { table: { disable: true } },
    definition: { table: { disable: true } },
  },
  parameters: { runtime: { requestAdapter: fixtureAdapter([fieldFixtures.text!]) } },
} satisfies Meta<typeof FieldGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const ReadPretty: Story = { args: { mode: 'readPretty' } };
export const Empty: Story = { args: { mode: 'empty' } };
