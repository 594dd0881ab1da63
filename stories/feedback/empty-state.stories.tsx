import type { Meta, StoryObj } from '@storybook/react-vite';
import EmptyStateBlock from '@plugins/blocks/empty-state/component';
import { emptyStateArgs } from './fixtures';

const meta = {
  title: 'Feedback/Empty state',
  component: EmptyStateBlock,
  argTypes: {
    kind: { control: 'inline-radio', options: ['noData', 'search', 'noPermission', 'custom'] },
  },
} satisfies Meta<typeof EmptyStateBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = { args: emptyStateArgs('NoData') };
export const NoSearchResults: Story = { args: emptyStateArgs('NoSearchResults') };
export const NoPermission: Story = { args: emptyStateArgs('NoPermission') };
export const Custom: Story = { args: emptyStateArgs('Custom') };
