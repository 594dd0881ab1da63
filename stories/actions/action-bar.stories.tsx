import type { Meta, StoryObj } from '@storybook/react-vite';
import { ActionBar } from '@react/actions';
import { ToastHost } from '@react/feedback';
import { useLanguage, useRuntime } from '@react/runtime/runtime-provider';
import type { ActionBarProps } from '@react/actions';
import { actionRuntime, storyButtons, storyTicket } from './fixtures';

/** The bar on a page; English stories get English button names, as the gateway sends them. */
function BarPage(props: ActionBarProps) {
  const runtime = useRuntime();
  const language = useLanguage();
  const buttons = language === 'en' ? props.buttons?.map((b) => ({ ...b, name: runtime.i18n.t(`actions.names.${b.extString}`) })) : props.buttons;
  return (
    <div style={{ minHeight: '100vh', background: '#f5f6f8' }}>
      <ToastHost bus={runtime.bus} />
      <div style={{ padding: 16, color: '#666', fontSize: 14 }}>INC-0001</div>
      <ActionBar {...props} buttons={buttons} />
    </div>
  );
}

const meta = {
  title: 'Actions/Action bar',
  component: BarPage,
  parameters: { runtime: actionRuntime({ needAssign: false }) },
  args: { buttons: storyButtons, ticket: storyTicket() },
} satisfies Meta<typeof BarPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The incident's buttons: cancel dropped, ordered, urge disabled (stopUsing), the rest under "More". */
export const Incident: Story = {};

/** Three buttons or fewer: all inline, the first (lowest orderNumber) primary on the right. */
export const ThreeButtons: Story = { args: { buttons: storyButtons.filter((b) => ['COMMIT', 'TRANSFER', 'ROLLBACK'].includes(b.extString)) } };

/** The longest names inline (the requester's step after a return): they wrap onto two smaller lines, never cut off, at 360 px too. */
export const LongNames: Story = {
  args: {
    buttons: [
      { id: 'btn-long-1', name: '提交至原处理人', status: 'enable', extString: 'COMMIT_ORIGINAL_HANDLER', orderNumber: 0 },
      { id: 'btn-long-2', name: '回退至处理人', status: 'enable', extString: 'ROLLBACKPROCESSEDBY', orderNumber: 1 },
      { id: 'btn-long-3', name: '提交', status: 'enable', extString: 'COMMIT', orderNumber: 2 },
    ],
  },
};

/** A frozen (hung up) ticket: only resume works. */
export const Frozen: Story = {
  args: {
    ticket: storyTicket({ dataStatus: 50 }),
    buttons: [...storyButtons.slice(0, 3), { id: 'btn-inc-10', name: '解挂', status: 'enable', extString: 'HANGDOWN', orderNumber: 0 }],
  },
};

/** The host sets clearCopyBtn: no copy button. */
export const WithoutCopy: Story = { parameters: { runtime: actionRuntime({ needAssign: false, config: { clearCopyBtn: true } }) } };
