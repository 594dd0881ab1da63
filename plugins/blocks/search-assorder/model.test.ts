import { describe, expect, it } from 'vitest';
import { candidatesBody, CANDIDATES_FETCH_SIZE, linkedTicketsRoute, readCandidate, readCount, readLinkTypes, relevanceBody } from './model';

describe('search associated tickets model', () => {
  it('fetches 100 candidates at once, searching only with a key', () => {
    expect(CANDIDATES_FETCH_SIZE).toBe(100);
    expect(candidatesBody('w1', undefined)).toEqual({ workOrderId: 'w1', pageNum: 1, pageSize: 100 });
    expect(candidatesBody('w1', 'INC', 20)).toEqual({ workOrderId: 'w1', pageNum: 1, pageSize: 20, searchKey: 'INC' });
  });

  it('reads link types from fieldContent (a list or JSON text), each value once', () => {
    expect(readLinkTypes({ fieldContent: [{ value: 'relevance', label: '相关' }, { value: 'relevance', label: 'again' }, { code: 'parent', name: '父工单' }, { label: 'no value' }] })).toEqual([
      { value: 'relevance', label: '相关' },
      { value: 'parent', label: '父工单' },
    ]);
    expect(readLinkTypes({ fieldContent: '[{"value":"duplicate","label":"Duplicates"}]' })).toEqual([{ value: 'duplicate', label: 'Duplicates' }]);
    expect(readLinkTypes({ fieldContent: 'not json' })).toEqual([]);
    expect(readLinkTypes(null)).toEqual([]);
  });

  it('reads candidates and the count, builds the link body and the way back', () => {
    expect(readCandidate({ workOrderId: 'w2', preNum: 'INC-0002', title: 'VPN', dataStatus: '10', processName: '事件管理' })).toEqual({ workOrderId: 'w2', preNum: 'INC-0002', title: 'VPN', dataStatus: 10, processName: '事件管理' });
    expect(readCandidate({ title: 'no id' })).toBeUndefined();
    expect(readCount(17)).toBe(17);
    expect(readCount({ total: 3 })).toBe(3);
    expect(readCount('x')).toBeUndefined();
    expect(relevanceBody('w1', 'duplicate', ['a', 'b'])).toEqual({ workOrderId: 'w1', linkType: 'duplicate', workOrderIds: ['a', 'b'] });
    expect(linkedTicketsRoute('w 1')).toBe('/orderDetails?id=w%201&tab=assorder');
  });
});
