import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { FeatureNotEnabled, NoPermission } from '@react/feedback';

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
  args: { onBack: fn(), onLogout: fn() },
  render: (args) => <NoPermission {...args} />,
};

/** Boot's role check found the account is not for the H5 app on this device: the reason and only "log out". */
export const NoPermissionByRole: StoryObj<typeof NoPermission> = {
  name: 'No permission (account not for H5)',
  args: { reason: 'role', onLogout: fn() },
  render: (args) => <NoPermission {...args} />,
};
