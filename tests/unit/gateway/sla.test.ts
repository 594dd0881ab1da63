// Issue 16 items 4 and 9, fixture gateway: the SLA tab's calls (getSlaInstance, isResponseSla) derived from the
// ticket store: targets by urgency, response and resolution from the actions, OLAs per visited node, the clock
// stopped while hung up at a HANG_UP node, seed tickets with several OLAs.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { slaRoutes, type SlaInstance } from '../../../fixtures/gateway/routes/sla';
import { ticketRoutes } from '../../../fixtures/gateway/routes/tickets';
import { bench, incidentForm, INCIDENT, USERS, type Bench } from './workflow/helpers';

/** The getSlaInstance answer. */
interface Answer {
  sla: SlaInstance | null;
  otherOlaList: SlaInstance[];
}

const MIN = 60 * 1000;
const T0 = Date.UTC(2026, 0, 5, 1, 0, 0);

let b: Bench;
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  b = await bench({ routes: [...slaRoutes, ...ticketRoutes] });
});
afterEach(async () => {
  await b.close();
  vi.useRealTimers();
});

type User = Parameters<Bench['call']>[0];
const sla = (user: User, id: string, language?: string) => b.call<Answer>(user, 'GET', `/api/v2/biz/sla/instance/getSlaInstance/sla?workOrderId=${id}`, undefined, language);
const responded = (user: User, id: string) => b.call<boolean>(user, 'POST', '/api/v2/biz/sla/instance/isResponseSla', { workOrderId: id });
const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * MIN);

async function incident(urgentLevel: string): Promise<string> {
  return (await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm({ urgentLevel }), assignees: [USERS.lisi] })).workOrderId;
}

describe("the header's SLA badges (codes 1-8) from the instances", () => {
  const badges = async (id: string) => (await b.call<{ slaStatus: number[] }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/header/get/${id}`)).slaStatus;

  it('none while every open deadline is more than 30 minutes away; will-overdue within 30 minutes; overdue after; none for what is met', async () => {
    const id = await incident('2');
    expect(await badges(id)).toEqual([]);
    later(31);
    // Response due in 29 minutes, for the SLA (8) and the desk step's OLA (6).
    expect(await badges(id)).toEqual([6, 8]);
    later(30);
    expect(await badges(id)).toEqual([1, 3]);
    // The handler responds: the response codes go; the SLA's resolution (8 h) is far, the next step's OLA fresh.
    await b.act('lisi', 'commit', { workOrderId: id });
    expect(await badges(id)).toEqual([]);
    later(8 * 60);
    expect(await badges(id)).toContain(4);
  });
});

describe('SLA tab', () => {
  it('targets follow the urgency; responded when a handler first acts; an OLA per visited node', async () => {
    const id = await incident('2');
    let answer = await sla('zhangsan', id);
    expect(answer.sla).toMatchObject({ type: 'SLA', name: '事件管理 SLA', responseTargetMinutes: 60, resolveTargetMinutes: 480, startTime: T0, responseDeadline: T0 + 60 * MIN, resolveDeadline: T0 + 480 * MIN, responded: false, solved: false, responseOverdue: false, paused: false });
    expect(answer.otherOlaList.map((ola) => [ola.nodeId, ola.name, ola.responseTargetMinutes, ola.resolveTargetMinutes, ola.responded, ola.solved])).toEqual([['Task_accept', '服务台受理', 60, 240, false, false]]);
    expect(await responded('zhangsan', id)).toBe(false);

    // An urge by the requester is no response; 61 minutes on, the response is overdue.
    await b.act('zhangsan', 'urge', { workOrderId: id });
    later(61);
    answer = await sla('zhangsan', id);
    expect(answer.sla).toMatchObject({ responded: false, responseOverdue: true, resolveOverdue: false });
    expect(await responded('zhangsan', id)).toBe(false);

    // The handler commits: the ticket is responded to (late), the acceptance OLA responded and solved.
    await b.act('lisi', 'commit', { workOrderId: id });
    answer = await sla('zhangsan', id, 'en');
    expect(answer.sla).toMatchObject({ name: 'Incident management SLA', responded: true, respondedTime: T0 + 61 * MIN, responseOverdue: true, solved: false });
    expect(await responded('zhangsan', id)).toBe(true);
    const [accept, next] = answer.otherOlaList;
    expect(accept).toMatchObject({ nodeId: 'Task_accept', name: 'Service desk acceptance', responded: true, solved: true, solvedTime: T0 + 61 * MIN, responseOverdue: true, resolveOverdue: false });
    expect(next).toMatchObject({ type: 'OLA', responded: false, solved: false, startTime: T0 + 61 * MIN });
    expect(answer.otherOlaList.map((ola) => ola.id)).toEqual([`ola-${id}-Task_accept`, `ola-${id}-${next!.nodeId}`]);
  });

  it('urgency sets the targets (urgent 30 min / 4 h, low 4 h / 72 h); an approval node’s OLA is 2 h / 24 h', async () => {
    const urgent = await sla('zhangsan', await incident('3'));
    expect([urgent.sla!.responseTargetMinutes, urgent.sla!.resolveTargetMinutes]).toEqual([30, 240]);
    const low = await sla('zhangsan', await incident('0'));
    expect([low.sla!.responseTargetMinutes, low.sla!.resolveTargetMinutes]).toEqual([240, 72 * 60]);
    const request = (await b.act('zhangsan', 'start', { processDefId: 'proc-request:3:90017', formData: { title: '安装 Visio', requestType: 'software' } })).workOrderId;
    const approval = (await sla('zhangsan', request)).otherOlaList;
    expect(approval.map((ola) => [ola.nodeId, ola.responseTargetMinutes, ola.resolveTargetMinutes])).toEqual([['Task_approve', 120, 24 * 60]]);
  });

  it('the clock stops while hung up at a HANG_UP node, and the deadlines move by that time', async () => {
    const id = await incident('2');
    later(10);
    await b.act('lisi', 'hangup', { workOrderId: id, reason: '等待备件' });
    later(90);
    const hung = await sla('zhangsan', id);
    // Hanging up is a response (10 minutes in); the resolve deadline has moved by the 90 minutes so far.
    expect(hung.sla).toMatchObject({ paused: true, responded: true, resolveDeadline: T0 + 480 * MIN + 90 * MIN });
    expect(hung.otherOlaList[0]).toMatchObject({ paused: true, resolveDeadline: T0 + 240 * MIN + 90 * MIN });
    await b.act('lisi', 'hangdown', { workOrderId: id });
    later(30);
    const resumed = await sla('zhangsan', id);
    expect(resumed.sla).toMatchObject({ paused: false, resolveDeadline: T0 + 480 * MIN + 90 * MIN });
  });

  it('solved when finished or closed; a draft or a withdrawn ticket has no SLA', async () => {
    const id = await incident('1');
    later(5);
    await b.act('lisi', 'close', { workOrderId: id, reason: '重复工单' });
    const closed = await sla('zhangsan', id);
    expect(closed.sla).toMatchObject({ solved: true, solvedTime: T0 + 5 * MIN, responded: true, resolveOverdue: false });
    expect(closed.otherOlaList[0]).toMatchObject({ nodeId: 'Task_accept', solved: true });

    const draft = await b.call<{ id: string }>('zhangsan', 'POST', '/api/v2/biz/mdl/instance/draft/save', { processDefId: INCIDENT, formData: incidentForm() });
    expect(await sla('zhangsan', draft.id)).toEqual({ sla: null, otherOlaList: [] });
    expect(await responded('zhangsan', draft.id)).toBe(false);
    const withdrawn = await incident('1');
    await b.act('zhangsan', 'withdraw', { workOrderId: withdrawn });
    expect(await sla('zhangsan', withdrawn)).toEqual({ sla: null, otherOlaList: [] });
  });

  it('seed tickets show several OLAs: one per node on their route', async () => {
    const seeded = await bench({ routes: slaRoutes, seed: {} });
    try {
      // INC-0001, at second line after acceptance and approval.
      const answer = await seeded.call<Answer>('lisi', 'GET', '/api/v2/biz/sla/instance/getSlaInstance/sla?workOrderId=899f007a89a4269d6cfdd8554b0d0cba');
      expect(answer.otherOlaList.map((ola) => ola.nodeId)).toEqual(['Task_accept', 'Task_approve', 'Task_l2']);
      expect(answer.otherOlaList.map((ola) => ola.solved)).toEqual([true, true, false]);
      expect(answer.sla).toMatchObject({ type: 'SLA', solved: false });
    } finally {
      await seeded.close();
    }
  });
});
