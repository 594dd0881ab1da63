import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, RequestAdapter, RuntimeOptions } from '@core';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import ApprovalTab from '@plugins/blocks/detail-tab-approval/approval-tab';
import ProcessInfoTab from '@plugins/blocks/detail-tab-process-info/process-info-tab';
import SlaTab from '@plugins/blocks/detail-tab-sla/sla-tab';
import type { DetailTabProps } from '@plugins/blocks/ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '@plugins/blocks/ticket-shared/model';

// Answers in the fixture gateway's shapes (fixtures/gateway/routes/approval.ts, process-info.ts, sla.ts) for a
// change at its CAB approval, seen by the CAB's first approver: back to back, the other approver's result hidden.
type Lang = 'zh' | 'en';
const MIN = 60 * 1000;
const pick = (lang: Lang, zh: string, en: string) => (lang === 'en' ? en : zh);
const person = (lang: Lang, userId: string, zh: string, en: string) => ({ userId, userName: pick(lang, `${zh}(${en})`, en) });

function answer(url: string, lang: Lang, now: number): unknown {
  const zhaoliu = person(lang, '10004', '赵六', 'Zhao Liu');
  const zhouba = person(lang, '10007', '周八', 'Zhou Ba');
  const wangwu = person(lang, '10003', '王五', 'Wang Wu');
  const cab = pick(lang, 'CAB 审批', 'CAB approval');
  if (url.includes('/tab/approval/')) {
    return [
      {
        nodeId: 'Task_cab',
        nodeName: cab,
        visit: 4,
        visibility: 'own',
        current: true,
        approvers: [
          { taskId: 'a', user: zhaoliu, result: 'approved', hidden: false, comment: pick(lang, '同意，注意回滚窗口', 'Agreed; mind the rollback window'), time: now - 20 * MIN },
          { taskId: 'b', user: zhouba, result: null, hidden: true },
        ],
      },
      { nodeId: 'Task_cab', nodeName: cab, visit: 2, visibility: 'own', approvers: [{ taskId: 'c', user: zhaoliu, result: 'rejected', comment: pick(lang, '回滚方案不完整', 'Rollback plan incomplete'), time: now - 300 * MIN }, { taskId: 'd', user: zhouba, result: null, hidden: true }] },
    ];
  }
  if (url.includes('/hisProcess/getNodeInfo/')) {
    return [
      { taskId: 'a', kind: 'approve', handler: zhaoliu, status: 'completed', result: 'approved', comment: pick(lang, '同意', 'Agreed'), startTime: now - 60 * MIN, endTime: now - 20 * MIN },
      { taskId: 'b', kind: 'approve', handler: zhouba, status: 'active', hidden: true, startTime: now - 60 * MIN },
    ];
  }
  if (url.includes('/hisProcess/get/')) {
    return {
      currNodeSet: [{ nodeId: 'Task_cab', nodeName: cab, visit: 4, handlers: [zhaoliu, zhouba], startTime: now - 60 * MIN, status: 'processing', canUrge: true }],
      hisNodeSet: [
        { nodeId: 'Task_assess', nodeName: pick(lang, '风险评估', 'Risk assessment'), visit: 3, handlers: [wangwu], startTime: now - 120 * MIN, endTime: now - 60 * MIN, status: 'completed' },
        { nodeId: 'Task_cab', nodeName: cab, visit: 2, handlers: [zhaoliu, zhouba], startTime: now - 360 * MIN, endTime: now - 300 * MIN, status: 'rejected' },
        { nodeId: 'Task_draft', nodeName: pick(lang, '提交变更申请', 'Submit change request'), visit: 1, handlers: [wangwu], startTime: now - 400 * MIN, endTime: now - 400 * MIN, status: 'completed' },
      ],
    };
  }
  if (url.includes('/btn/btnaction/urge')) return true;
  if (url.includes('/sla/instance/isResponseSla')) return true;
  if (url.includes('/sla/instance/getSlaInstance/')) {
    return {
      sla: { id: 'sla', name: pick(lang, '变更管理 SLA', 'Change management SLA'), type: 'SLA', responseTargetMinutes: 60, resolveTargetMinutes: 480, startTime: now - 400 * MIN, responseDeadline: now - 340 * MIN, resolveDeadline: now + 80 * MIN + 5000, respondedTime: now - 360 * MIN, responded: true, solved: false, paused: false },
      otherOlaList: [
        { id: 'o1', name: pick(lang, '风险评估', 'Risk assessment'), type: 'OLA', responseTargetMinutes: 60, resolveTargetMinutes: 240, responseDeadline: now - 60 * MIN, resolveDeadline: now + 60 * MIN, respondedTime: now - 100 * MIN, solvedTime: now - 60 * MIN, responded: true, solved: true, paused: false },
        { id: 'o2', name: cab, type: 'OLA', responseTargetMinutes: 120, resolveTargetMinutes: 1440, responseDeadline: now + 25 * MIN, resolveDeadline: now + 1380 * MIN, responded: false, solved: false, paused: false },
        { id: 'o3', name: pick(lang, '实施', 'Implementation'), type: 'OLA', responseTargetMinutes: 60, resolveTargetMinutes: 240, responseDeadline: now - 15 * MIN, resolveDeadline: now + 165 * MIN, responded: false, solved: false, paused: false },
      ],
    };
  }
  return undefined;
}

const adapter: RequestAdapter = (request: AdapterRequest) =>
  new Promise((resolve) => {
    const lang: Lang = String(request.headers.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
    const data = answer(request.url, lang, Date.now());
    const body = data === undefined ? { code: 404, msg: `No story answer for ${request.url}` } : { code: 100000, msg: 'success', data };
    setTimeout(() => resolve({ status: 200, data: body }), 300);
  });

const runtime: Omit<RuntimeOptions, 'storage'> = { requestAdapter: adapter };

const TABS = { approval: ApprovalTab, processInfo: ProcessInfoTab, sla: SlaTab } as const;

/** One detail tab as the detail page mounts it, with the toasts. */
function DetailTab({ tab }: { tab: keyof typeof TABS }) {
  const rt = useRuntime();
  const Tab = TABS[tab];
  const props: DetailTabProps = { detail: readOrderDetail({ workOrderId: 'story-change', version: 1 }), header: readOrderHeader({ workOrderId: 'story-change' }), reload: () => undefined, active: true, variant: 'mobile' };
  return (
    <div style={{ maxWidth: 420, background: 'var(--sd-color-page)' }}>
      <ToastHost bus={rt.bus} />
      <Tab {...props} />
    </div>
  );
}

const meta = {
  title: 'Tickets/Detail tabs: approval, process, SLA',
  component: DetailTab,
  parameters: { runtime },
  args: { tab: 'approval' },
} satisfies Meta<typeof DetailTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approval: two rounds of the back-to-back CAB approval; the other approver's result hidden, with the note. */
export const Approval: Story = { args: { tab: 'approval' } };

/** Process: the current node (tap to load its tasks; Urge toasts "urge succeeded") and the nodes behind it. */
export const Process: Story = { args: { tab: 'processInfo' } };

/** SLA: the main SLA and three OLAs (solved, soon overdue, overdue) with live countdowns. */
export const Sla: Story = { args: { tab: 'sla' } };
