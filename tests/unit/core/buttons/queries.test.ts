import { describe, expect, it } from 'vitest';
import { actionBody, decideOrderUpdate, processedByTargets, toPerson } from '@core/buttons';
import { loadFixtureFile } from '../../../../fixtures/workflows/factories';

describe('checkOrderHasUpdate decision', () => {
  it('changed only when the server says so', () => {
    expect(decideOrderUpdate({ hasUpdate: false, version: 3 })).toEqual({ kind: 'unchanged' });
    expect(decideOrderUpdate(null)).toEqual({ kind: 'unchanged' });
    expect(decideOrderUpdate(false)).toEqual({ kind: 'unchanged' });
    expect(decideOrderUpdate(true)).toEqual({ kind: 'changed' });
    expect(decideOrderUpdate({ hasUpdate: true, version: 7, updatedBy: { userId: '1', name: '张三', userAlias: 'Zhang San' } })).toEqual({
      kind: 'changed',
      version: 7,
      updatedBy: '张三(Zhang San)',
    });
  });
});

describe('people and bodies', () => {
  it('labels people name(alias), falling back to the account name', () => {
    expect(toPerson({ userId: '1', name: '张三', userAlias: 'Zhang San', groupName: 'G' })).toEqual({ userId: '1', label: '张三(Zhang San)', groupName: 'G' });
    expect(toPerson({ id: '2', userName: '李四(Li Si)', status: 1 })).toEqual({ userId: '2', label: '李四(Li Si)', status: 1 });
    expect(toPerson({ userId: '3', userName: 'Li Si(Li Si)' })?.label).toBe('Li Si');
    expect(toPerson({ name: 'nobody' })).toBeUndefined();
  });

  it('drops empty entries from the body', () => {
    expect(actionBody({ workOrderId: 'w', reason: '', userIds: [], groupId: undefined, assignees: ['1'] })).toEqual({ workOrderId: 'w', assignees: ['1'] });
  });
});

describe('processedByTargets', () => {
  it('lists completed handling tasks of other nodes from the order detail fixture', () => {
    const detail = loadFixtureFile('workflows/incident.order-detail.json') as { currentNodeId: string; nodeIdsMap: Record<string, { nodeId: string; taskInfoList: Array<{ taskId: string }> }> };
    const ticket = {
      currentNodeId: 'Task_l1',
      nodeIdsMap: {
        Task_accept: { nodeId: 'Task_accept', nodeName: '服务台受理', taskInfoList: [{ taskId: 't1', assignee: '2', assigneeName: '李四', status: 'completed', kind: 'handle' }, { taskId: 't2', assignee: '2', status: 'completed' }] },
        Task_l1: { nodeId: 'Task_l1', taskInfoList: [{ taskId: 't3', assignee: '5', status: 'completed' }] },
        sign: { nodeId: 'Task_x', taskInfoList: [{ taskId: 't4', assignee: '9', status: 'completed', kind: 'sign' }, { taskId: 't5', assignee: '8', status: 'active' }] },
      },
    };
    expect(processedByTargets(ticket)).toEqual([{ nodeId: 'Task_accept', nodeName: '服务台受理', userId: '2', userName: '李四' }]);
    // The fixture's detail (at second line): the acceptance handler; names fall back to the id.
    expect(processedByTargets({ currentNodeId: detail.currentNodeId, nodeIdsMap: detail.nodeIdsMap })).toEqual([
      { nodeId: 'Task_accept', nodeName: '服务台受理', userId: '10002', userName: '10002' },
    ]);
  });
});
