// The approval tab's reader: lenient with missing fields, results mapped (unknown = pending), hidden results,
// rounds of a node entered more than once.
import { describe, expect, it } from 'vitest';
import { readApprovalNodes, readResult, resultColor } from './model';

describe('approval model', () => {
  it('maps the server results and leaves nothing unknown as a raw code', () => {
    expect(['approved', 'PASS', 'agree', 'REJECT', 'rejected', 'cancelled', 'transferred', 'pending', 'WHATEVER', undefined].map(readResult)).toEqual([
      'approved',
      'approved',
      'approved',
      'rejected',
      'rejected',
      'cancelled',
      'transferred',
      'pending',
      'pending',
      'pending',
    ]);
    expect(resultColor('approved')).toBe('success');
    expect(resultColor('rejected')).toBe('danger');
    expect(resultColor('hidden')).toBe('default');
  });

  it('reads nodes and approvers; hidden ones carry no result, comment or time', () => {
    const nodes = readApprovalNodes(
      [
        {
          nodeId: 'Task_cab',
          nodeName: 'CAB 审批',
          visit: 4,
          visibility: 'own',
          current: true,
          approvers: [
            { taskId: 'a', user: { userId: '10004', userName: '赵六(Zhao Liu)' }, result: 'approved', comment: '同意', time: '2026-01-05 09:00:00' },
            { taskId: 'b', user: { userId: '10007', userName: 'Zhou Ba(Zhou Ba)' }, result: null, hidden: true, comment: 'leak', time: 1 },
          ],
        },
        { nodeId: 'Task_cab', nodeName: 'CAB 审批', visit: 2, approvers: [{ user: { userId: '10004' }, result: 'REJECT', addedBy: { userName: '李四' }, addReason: '复核' }] },
        { nodeName: 'Lonely' },
        'junk',
      ],
      480,
    );
    expect(nodes.map((n) => [n.nodeId, n.round, n.current, n.resultsHidden, n.approvers.length])).toEqual([
      ['Task_cab', 2, true, true, 2],
      ['Task_cab', 1, false, false, 1],
      ['', undefined, false, false, 0],
    ]);
    expect(nodes[0]!.approvers).toEqual([
      { key: 'a', userId: '10004', name: '赵六(Zhao Liu)', result: 'approved', comment: '同意', time: Date.UTC(2026, 0, 5, 1, 0, 0), addedBy: '', addReason: '' },
      { key: 'b', userId: '10007', name: 'Zhou Ba', result: 'hidden', comment: '', time: undefined, addedBy: '', addReason: '' },
    ]);
    expect(nodes[1]!.approvers[0]).toMatchObject({ result: 'rejected', name: '10004', addedBy: '李四', addReason: '复核' });
  });

  it('accepts a wrapped list and tolerates anything else', () => {
    expect(readApprovalNodes({ records: [{ nodeId: 'n', approvers: [] }] }).map((n) => n.nodeId)).toEqual(['n']);
    expect(readApprovalNodes(null)).toEqual([]);
    expect(readApprovalNodes('oops')).toEqual([]);
  });
});
