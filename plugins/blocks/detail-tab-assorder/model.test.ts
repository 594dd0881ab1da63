import { describe, expect, it } from 'vitest';
import { readLinkPermission } from '../ticket-shared/link-order';
import { isSaved, LINKS_PAGE_SIZE, linksQuery, readLinkRow, searchAssorderRoute } from './model';

describe('associated tickets tab model', () => {
  it('reads a link row: the other ticket, the type name as seen from this ticket, who linked it and when', () => {
    expect(
      readLinkRow({ linkId: 'link-1', workOrderId: 'w2', preNum: 'PRB-0001', title: 'Root cause', dataStatus: 0, linkType: 'causedBy', linkTypeName: '导致', linkedBy: { userId: '1', userName: '李四' }, linkedTime: 1_700_000_000_000 }),
    ).toEqual({ linkId: 'link-1', workOrderId: 'w2', preNum: 'PRB-0001', title: 'Root cause', dataStatus: 0, linkTypeName: '导致', linkedByName: '李四', linkedTime: 1_700_000_000_000 });
    expect(readLinkRow({ linkId: 'l', id: 'w3', linkType: 'relevance' })).toMatchObject({ workOrderId: 'w3', linkTypeName: 'relevance', linkedByName: '' });
    expect(readLinkRow({ workOrderId: 'w' })).toBeUndefined();
    expect(readLinkRow(null)).toBeUndefined();
  });

  it('asks for 10 links a page, with the search only when there is one', () => {
    expect(LINKS_PAGE_SIZE).toBe(10);
    expect(linksQuery('w1', 2, undefined)).toEqual({ workOrderId: 'w1', pageNum: 2, pageSize: 10 });
    expect(linksQuery('w1', 1, 'VPN')).toEqual({ workOrderId: 'w1', pageNum: 1, pageSize: 10, searchKey: 'VPN' });
  });

  it('reads the permission, the saved rule and the search screen address', () => {
    expect(readLinkPermission({ hasPermission: true })).toBe(true);
    expect(readLinkPermission({ hasPermission: false })).toBe(false);
    expect(readLinkPermission(true)).toBe(true);
    expect(readLinkPermission(undefined)).toBe(false);
    expect(isSaved({ workOrderId: 'w1' })).toBe(true);
    expect(isSaved({ workOrderId: '' })).toBe(false);
    expect(searchAssorderRoute('a b', 'incident')).toBe('/searchAssorder?id=a+b&mdlDefCode=incident');
    expect(searchAssorderRoute('w1', '')).toBe('/searchAssorder?id=w1');
  });
});
