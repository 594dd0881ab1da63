import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FeatureNotEnabled, NoPermission } from '../../src/react/feedback';

const meta = {
  title: 'Feedback/Notices',
} satisfies Meta;

export default meta;

export const FeatureNotEnabledNotice: StoryObj<typeof FeatureNotEnabled> = {
  name: 'Feature not enabled',
  render: () => <FeatureNotEnabled />,
};

export const NoPermissionPage: StoryObj<typeof NoPermission> = {
  name: 'No permission',
  args: { onBack: fn() },
  render: (args) => <NoPermission {...args} />,
};
