import type { Meta, StoryObj } from '@storybook/react-vite';
import { selectManyField } from '@plugins/fields/SELECT_MANY';
import { FieldGallery } from './field-gallery';
import { fixtureAdapter } from './fixture-adapter';
import { fieldFixtures } from './fixtures';

// Every variant of fixtures/fields/SELECT_MANY.variants.json; remote options come from the fixture adapter.
const meta = {
  title: 'Fields/SELECT_MANY',
  component: FieldGallery,
  args: { fixture: fieldFixtures.selectMany!, definition: selectManyField, mode: 'edit' },
  argTypes: {
    mode: { control: 'inline-radio', options: ['edit', 'readOnly', 'disabled', 'readPretty', 'empty'] },
    fixture: { table: { disable: true } },
    definition: { table: { disable: true } },
  },
  parameters: { runtime: { requestAdapter: fixtureAdapter([fieldFixtures.selectMany!]) } },
} satisfies Meta<typeof FieldGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const ReadOnly: Story = { args: { mode: 'readOnly' } };
export const Disabled: Story = { args: { mode: 'disabled' } };
export const ReadPretty: Story = { args: { mode: 'readPretty' } };
export const Empty: Story = { args: { mode: 'empty' } };
