// @vitest-environment jsdom
// The approval tab on a fake server: the call it sends (keyed on the ticket version), a card per node with the
// approvers' result tags (text, not colour alone), comments and times in the configured zone, the back-to-back
// note, the empty state and the load failure; zh and en.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import { RuntimeProvider } from '@react';
import ApprovalTab from './approval-tab';
import { approvalTab } from '.';

afterEach(cleanup);

const PATH = '/api/v2/biz/tab/approval/queryOrderApprovalInfo/w1';
const T = Date.UTC(2026, 0, 5, 1, 30, 0);

const answer = [
  {
    nodeId: 'Task_cab',
    nodeName: 'CAB 审批',
    visit: 3,
    visibility: 'own',
    current: true,
    approvers: [
      { taskId: 't1', user: { userId: '10004', userName: '赵六(Zhao Liu)' }, result: 'approved', hidden: false, comment: '同意，注意回滚窗口', time: T },
      { taskId: 't2', user: { userId: '10007', userName: '周八(Zhou Ba)' }, result: null, hidden: true },
    ],
  },
  {
    nodeId: 'Task_approve',
    nodeName: '主管审批',
    visit: 1,
    visibility: 'all',
    approvers: [{ taskId: 't0', user: { userId: '10002', userName: '李四(Li Si)' }, result: 'rejected', comment: '材料不全', time: T - 3600000, addedBy: { userName: '赵六' }, addReason: '请复核' }],
  },
];

function props(version = 1): DetailTabProps {
  return { detail: readOrderDetail({ workOrderId: 'w1', version }), header: readOrderHeader({ workOrderId: 'w1' }), reload: () => undefined, active: true, variant: 'mobile' };
}

const rows = () => screen.getAllByTestId('approver').map((row) => `${row.querySelector('.sd-approval__name')?.textContent}|${within(row).getByTestId('approver-result').textContent}`);

describe('approval tab', () => {
  it('zh: a card per node, results as text, comment, time in the configured zone, the back-to-back note', async () => {
    const t = setup({ blocks: [approvalTab] });
    t.server.on('GET', PATH, ok(answer));
    const view = renderWithRuntime(t.runtime, <ApprovalTab {...props()} />);
    await screen.findByTestId('approval-tab');
    expect(t.server.callsTo(PATH)).toHaveLength(1);
    const cards = screen.getAllByTestId('approval-node');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['CAB 审批', '主管审批']);
    expect(screen.getByRole('region', { name: 'CAB 审批' })).toBe(cards[0]);
    expect(rows()).toEqual(['赵六(Zhao Liu)|已通过', '周八(Zhou Ba)|结果已隐藏', '李四(Li Si)|已驳回']);
    expect(within(cards[0]!).getByTestId('approval-hidden-note').textContent).toBe('背靠背会签：其他审批人的审批结果已隐藏');
    expect(within(cards[1]!).queryByTestId('approval-hidden-note')).toBeNull();
    expect(within(cards[0]!).getByText('当前节点')).toBeTruthy();
    expect(within(cards[0]!).getByTestId('approver-comment').textContent).toBe('审批意见：同意，注意回滚窗口');
    expect(within(cards[0]!).getAllByTestId('approver-time').map((n) => n.textContent)).toEqual(['时间：2026-01-05 09:30']);
    expect(within(cards[1]!).getByText('由 赵六 加签：请复核')).toBeTruthy();

    // An action bumps the version: the tab asks again.
    view.rerender(
      <RuntimeProvider runtime={t.runtime}>
        <ApprovalTab {...props(2)} />
      </RuntimeProvider>,
    );
    await waitFor(() => expect(t.server.callsTo(PATH)).toHaveLength(2));
    expect(screen.getAllByTestId('approval-node')).toHaveLength(2);
  });

  it('en: the same in English', async () => {
    const t = setup({ language: 'en', blocks: [approvalTab] });
    t.server.on('GET', PATH, ok(answer));
    renderWithRuntime(t.runtime, <ApprovalTab {...props()} />);
    await screen.findByTestId('approval-tab');
    expect(rows()).toEqual(['赵六(Zhao Liu)|Approved', '周八(Zhou Ba)|Result hidden', '李四(Li Si)|Rejected']);
    expect(screen.getByTestId('approval-hidden-note').textContent).toBe("Back-to-back countersign: other approvers' results are hidden");
    expect(screen.getByText('Comment: 材料不全')).toBeTruthy();
    expect(screen.getByText('Added by 赵六: 请复核')).toBeTruthy();
    expect(screen.getByText('Current step')).toBeTruthy();
  });

  it('no approval yet: the empty state (zh and en); a failed load offers Retry', async () => {
    for (const [language, text] of [
      ['zh', '暂无审批信息'],
      ['en', 'No approval yet'],
    ] as const) {
      const t = setup({ language, blocks: [approvalTab] });
      t.server.on('GET', PATH, ok([]));
      renderWithRuntime(t.runtime, <ApprovalTab {...props()} />);
      expect((await screen.findByTestId('approval-tab-state-empty')).textContent).toContain(text);
      cleanup();
    }
    const t = setup({ blocks: [approvalTab] });
    let fail = true;
    t.server.on('GET', PATH, () => (fail ? { status: 500, body: { code: 500, msg: 'boom' } } : ok(answer)));
    renderWithRuntime(t.runtime, <ApprovalTab {...props()} />);
    const error = await screen.findByTestId('approval-tab-state-error');
    expect(error.textContent).toContain('审批信息加载失败');
    expect(t.events['toast:show']).toEqual([]);
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId('approval-tab');
  });
});
