import type { Meta, StoryObj } from '@storybook/react-vite';
import ErrorPageBlock from '@plugins/blocks/error-page/component';
import { errorPageArgs } from './fixtures';

const meta = {
  title: 'Feedback/Error page',
  component: ErrorPageBlock,
  argTypes: {
    type: { control: 'select', options: ['403', '404', '500', 'loadFail', 'incompatible', 'unknown'] },
  },
} satisfies Meta<typeof ErrorPageBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Forbidden: Story = { args: errorPageArgs('Forbidden') };
export const NotFound: Story = { args: errorPageArgs('NotFound') };
export const ServerError: Story = { args: errorPageArgs('ServerError') };
export const LoadFail: Story = { args: errorPageArgs('LoadFail') };
export const Incompatible: Story = { args: errorPageArgs('Incompatible') };
/** Any type the spec does not know shows the 500 content. */
export const UnknownType: Story = { args: errorPageArgs('UnknownType') };
