import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionModalDemo } from './action-modal-demo';
import { actionRuntime } from './fixtures';

/** One story per modal kind; each runs the action's real flow against the fixture data. */
const meta = {
  title: 'Actions/Modal kinds',
  component: ActionModalDemo,
  parameters: { runtime: actionRuntime() },
} satisfies Meta<typeof ActionModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** assign: submit to a group node, its default handler preselected, or left to the group. */
export const Assign: Story = { args: { type: 'COMMIT' } };

/** assign with a comment: approve. */
export const AssignApprove: Story = { args: { type: 'APPROVE_PASS' } };

/** simple: roll back, the reason is required. */
export const SimpleReason: Story = { args: { type: 'ROLLBACK' } };

/** simple with a choice: answer an endorsement. */
export const SimpleChoice: Story = { args: { type: 'HANDLE_SIGN_TASK' } };

/** simple with a target: return to someone who processed the ticket. */
export const SimpleReturnTo: Story = { args: { type: 'ROLLBACKPROCESSEDBY' } };

/** transfer: one user or one group, current handlers marked. */
export const Transfer: Story = { args: { type: 'TRANSFER' } };

/** endorse: several signers, the note is required, current handlers cannot be chosen. */
export const Endorse: Story = { args: { type: 'ADD_SIGN_TASK' } };

/** endorse kind for cc. */
export const CarbonCopy: Story = { args: { type: 'ADD_COPY_TASK' } };

/** none, with a confirmation: take back. */
export const NoneConfirm: Story = { args: { type: 'GETBACK' } };

/** none, direct: update; someone else changed the ticket, so Refresh or Overwrite is offered. */
export const ConcurrentChange: Story = { args: { type: 'UPDATE' }, parameters: { runtime: actionRuntime({ changed: true }) } };
