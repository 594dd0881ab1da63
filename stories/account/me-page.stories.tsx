import { useState, type ReactNode } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import MePage from '@plugins/blocks/me-page/me-page';
import { useRuntime } from '@react/runtime/runtime-provider';
import { accountRuntime } from './account-adapter';

/** The signed-in requester, with role and group, as the menu-permission call names them. */
const login = {
  user: { accountId: '110', userId: '10001', userName: 'zhangsan', name: '张三', groupId: 'g-finance', groupName: '财务部用户组', roleName: '申请人' },
  rbac: ['44'],
};

function SignedIn({ children }: { children: ReactNode }) {
  const runtime = useRuntime();
  // Before the page's first render: it reads the login info as it renders.
  useState(() => runtime.session.setLoginInfo(login));
  return <>{children}</>;
}

const signedIn: Decorator = (Story) => (
  <SignedIn>
    <Story />
  </SignedIn>
);

const meta = {
  title: 'Account/Me page',
  component: MePage,
  decorators: [signedIn],
  parameters: { runtime: accountRuntime() },
} satisfies Meta<typeof MePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, account, role, group, tenant; the two switch entries; language, appearance, About (version), log out. */
export const Default: Story = {};

/** The tenant detail and the lists fail: no tenant line and no switch entries, and no error either. */
export const AccountCallsFail: Story = {
  parameters: { runtime: accountRuntime({ fail: true }) },
};
