import type { Meta, StoryObj } from '@storybook/react-vite';
import { builtinFieldPlugins } from '../../plugins/fields';
import schema from '../../fixtures/fields/UPLOAD.fields.json';
import stored from '../../fixtures/fields/UPLOAD.values.json';
import { batch2Adapter, placeholderImage } from './batch2-adapter';
import { Batch2Form } from './batch2-form';

// fixtures/fields/UPLOAD.fields.json: pictures (3 x 5 MB), files from the default groups, a custom
// list with a menu code and a template, and no limit. Uploads run through the story transport with
// real progress events; stored pictures get a drawn stand-in (there is no file server here).
const values = { ...stored, sitePhotos: stored.sitePhotos.map((file) => ({ ...file, url: placeholderImage(file.name) })) };

const meta = {
  title: 'Fields/UPLOAD',
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
