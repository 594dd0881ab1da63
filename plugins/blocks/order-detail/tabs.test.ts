// The detail's tab strip from the node's configuration, and the readers of the put-away and noAuthIds answers.
import { describe, expect, it } from 'vitest';
import { readOrderDetail } from '../ticket-shared/model';
import { DEFAULT_DETAIL_TABS } from '../ticket-shared/detail-tab';
import { detailTabsOf, readFoldedGroups, readSubtaskHandlers } from './model';

const keys = (tabs: ReturnType<typeof detailTabsOf>) => tabs.map((tab) => tab.key);

describe('detail tabs', () => {
  const registered = (code: string) => ['approval', 'reply', 'sla', 'history'].includes(code);

  it('without a configuration: Order detail, the flow chart, then the registered default tabs in their order', () => {
    expect(keys(detailTabsOf(undefined, registered, DEFAULT_DETAIL_TABS))).toEqual(['detail', 'flowChart', 'approval', 'reply', 'sla', 'history']);
    expect(keys(detailTabsOf([], registered, DEFAULT_DETAIL_TABS))).toEqual(['detail', 'flowChart', 'approval', 'reply', 'sla', 'history']);
  });

  it("with the node's tabList: Order detail first wherever it is listed, the rest in sort order, unknown and repeated codes left out", () => {
    const detail = readOrderDetail({
      workOrderId: 'W1',
      tabList: [
        { tabCode: 'sla', sort: 3 },
        { tabCode: 'history', sort: 1, tabName: '办理过程' },
        { tabCode: 'detail', sort: 2, tabName: '表单' },
        { tabCode: 'nosuch', sort: 0 },
        { tabCode: 'reply', sort: 4, isShow: false },
        { tabCode: 'sla', sort: 5 },
        { tabName: 'no code' },
      ],
    });
    const tabs = detailTabsOf(detail.tabs, registered, DEFAULT_DETAIL_TABS);
    expect(keys(tabs)).toEqual(['detail', 'flowChart', 'history', 'sla']);
    expect(tabs.map((tab) => [tab.key, tab.plugin, tab.name])).toEqual([
      ['detail', false, '表单'],
      ['flowChart', false, ''],
      ['history', true, '办理过程'],
      ['sla', true, ''],
    ]);
  });

  it('a configuration that places the flow chart keeps its place', () => {
    expect(keys(detailTabsOf([{ code: 'reply', name: '' }, { code: 'flowChart', name: '' }], registered, DEFAULT_DETAIL_TABS))).toEqual(['detail', 'reply', 'flowChart']);
  });

  it('reads the folded groups and the unfinished sub-task handlers of any usual answer shape', () => {
    expect(readFoldedGroups(['g1', { code: 'g2' }, { fieldCode: 'g3' }, { groupCode: 'g4' }, 7, null])).toEqual(['g1', 'g2', 'g3', 'g4']);
    expect(readFoldedGroups({ list: ['g1'] })).toEqual(['g1']);
    expect(readFoldedGroups(null)).toEqual([]);
    expect(readSubtaskHandlers([{ userId: 'u1', userName: '李四(lisi)' }, 'u2', { userId: 'u3' }])).toEqual([{ userId: 'u1', userName: '李四(lisi)' }]);
    expect(readSubtaskHandlers(undefined)).toEqual([]);
  });
});
