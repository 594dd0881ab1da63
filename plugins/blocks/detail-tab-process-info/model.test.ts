// The process-info tab's readers: nodes and tasks read leniently, unknown statuses mapped, hidden results.
import { describe, expect, it } from 'vitest';
import { nodeStatusColor, processInfoPaths, readNodeTasks, readProcessInfo } from './model';

describe('process info model', () => {
  it('reads current and history nodes; canUrge only on current nodes and true unless the server says no', () => {
    const info = readProcessInfo(
      {
        currNodeSet: [{ nodeId: 'Task_cab', nodeName: 'CAB 审批', visit: 5, handlers: [{ userId: '1', userName: 'Zhou Ba(Zhou Ba)' }], startTime: '2026-01-05 09:00:00', status: 'processing' }],
        hisNodeSet: [
          { nodeId: 'Task_assess', nodeName: '风险评估', visit: 3, handlers: [{ userName: '王五' }], startTime: 1, endTime: 2, status: 'completed', canUrge: true },
          { nodeId: 'Task_x', status: 'mystery' },
          'Task_route',
          42,
        ],
      },
      480,
    );
    expect(info.current).toEqual([
      { key: 'c-Task_cab-5', nodeId: 'Task_cab', nodeName: 'CAB 审批', visit: 5, handlers: ['Zhou Ba'], groupName: '', startTime: Date.UTC(2026, 0, 5, 1), endTime: undefined, status: 'processing', canUrge: true },
    ]);
    expect(info.history.map((n) => [n.nodeId, n.nodeName, n.status, n.canUrge, n.handlers.join()])).toEqual([
      ['Task_assess', '风险评估', 'completed', false, '王五'],
      ['Task_x', 'Task_x', 'completed', false, ''],
      ['Task_route', 'Task_route', 'completed', false, ''],
    ]);
    expect(readProcessInfo({ currNodeSet: [{ nodeId: 'n', canUrge: false, handlerGroup: { groupName: '一线' } }] }).current[0]).toMatchObject({ canUrge: false, groupName: '一线' });
    expect(readProcessInfo(undefined)).toEqual({ current: [], history: [] });
  });

  it('reads tasks: kinds, statuses, results; a hidden result keeps its comment back', () => {
    const tasks = readNodeTasks([
      { taskId: 'a', kind: 'approve', handler: { userName: '赵六' }, status: 'completed', result: 'approved', comment: '同意', startTime: 1, endTime: 2 },
      { taskId: 'b', kind: 'approve', handler: { userName: '周八' }, status: 'completed', hidden: true, comment: 'leak' },
      { kind: 'sign', handler: { userName: '李四' }, status: 'weird', result: 'disagree' },
      { handler: '王五' },
    ]);
    expect(tasks.map((task) => [task.key, task.handler, task.kind, task.status, task.result, task.comment])).toEqual([
      ['a', '赵六', 'approve', 'completed', 'approved', '同意'],
      ['b', '周八', 'approve', 'completed', 'hidden', ''],
      ['2', '李四', 'sign', 'active', 'disagree', ''],
      ['3', '王五', 'handle', 'active', '', ''],
    ]);
    expect(readNodeTasks({ records: [{ taskId: 'x' }] })).toHaveLength(1);
    expect(readNodeTasks('junk')).toEqual([]);
  });

  it('colours and paths', () => {
    expect(nodeStatusColor('rejected')).toBe('danger');
    expect(nodeStatusColor('toClaim')).toBe('warning');
    expect(processInfoPaths.node('w 1', 'Task/x')).toBe('/mdl/hisProcess/getNodeInfo/w%201/Task%2Fx');
  });
});
