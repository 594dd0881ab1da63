import type { Meta, StoryObj } from '@storybook/react-vite';
import TopTenants from '@plugins/blocks/tenants/top-tenants';
import SubTenants from '@plugins/blocks/tenants/sub-tenants';
import { accountRuntime } from './account-adapter';

const meta = {
  title: 'Account/Tenants',
  component: TopTenants,
  parameters: { runtime: accountRuntime() },
} satisfies Meta<typeof TopTenants>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /topTenants: the current top account marked, the expired one tagged and not choosable. */
export const TopAccounts: Story = {};

/** /subTenants in a sub-account: the top account to go back to, the deactivated branch tagged. */
export const SubAccounts: Story = {
  parameters: { runtime: accountRuntime({ accountId: '111' }) },
  render: () => <SubTenants />,
};

/** The list call fails: logged, the empty state, no toast. */
export const ListFails: Story = {
  parameters: { runtime: accountRuntime({ fail: true }) },
};
