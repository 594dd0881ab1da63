// The worklist's rules without React: tabs, the list request (VIP first, "no sort", custom views, filters), the
// address that keeps tab, filters and search, and the filter sheet's data.
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  buildWorklistQuery,
  columnSaveBody,
  countQuery,
  defaultFilters,
  handlerOf,
  readColumns,
  readCounts,
  readCustomView,
  readCustomViews,
  readFilterModels,
  readUrgencyEnum,
  readWorklistState,
  shownColumns,
  slaCodeOf,
  slaTone,
  visibleTabs,
  writeWorklistState,
  type WorklistFilters,
} from './model';

const label = (key: string) => `L:${key}`;

describe('tabs', () => {
  it('are the twelve lists in the spec order, then the custom views; the department list is hidden in SaaS', () => {
    const all = visibleTabs({ saas: false, customViews: [{ id: 'cv1', name: 'P1 incidents' }] });
    expect(all).toEqual(['todo', 'initiated', 'draft', 'done', 'available', 'groupTodo', 'authorized', 'department', 'signEndorse', 'approvalTodo', 'unfinished', 'finished', 'custom:cv1']);
    expect(visibleTabs({ saas: true })).not.toContain('department');
    expect(visibleTabs({ saas: true, only: ['todo', 'department', 'finished'] })).toEqual(['todo', 'finished']);
    expect(countQuery(all)).toEqual({ listTypes: all.slice(0, 12) });
  });

  it('reads custom views and counts defensively', () => {
    expect(readCustomViews({ queryContent: { views: [{ id: 'a', name: 'A' }, { id: 7, name: 'B' }, { name: 'no id' }, null] } })).toEqual([
      { id: 'a', name: 'A' },
      { id: '7', name: 'B' },
    ]);
    expect(readCustomViews({ queryContent: null })).toEqual([]);
    expect(readCounts({ todo: 3, done: '2', bad: 'x', neg: -1, nil: null })).toEqual({ todo: 3, done: 2 });
  });
});

describe('the list request', () => {
  it('pages by 10, newest first, VIP first on todo, available and group todo only', () => {
    expect(buildWorklistQuery('todo', 1)).toEqual({ pageNum: 1, pageSize: 10, listType: 'todo', orders: [{ field: 'vip', direction: 'desc' }, { field: 'created_time', direction: 'desc' }] });
    expect(buildWorklistQuery('available', 2).orders[0]).toEqual({ field: 'vip', direction: 'desc' });
    expect(buildWorklistQuery('groupTodo', 1).orders[0]).toEqual({ field: 'vip', direction: 'desc' });
    expect(buildWorklistQuery('finished', 3)).toEqual({ pageNum: 3, pageSize: 10, listType: 'finished', orders: [{ field: 'created_time', direction: 'desc' }] });
  });

  it('sends no sort for the direction "all", the filters that are set, the custom view and a trimmed search', () => {
    const filters: WorklistFilters = { statusList: [0, 10], preNumList: ['INC'], urgentLevel: [3], slaStatus: [4, 8], createdFrom: '2025-01-01', sortField: 'urgent_level', sortDirection: 'all' };
    expect(buildWorklistQuery('custom:cv1', 1, filters, '  printer ')).toEqual({
      pageNum: 1,
      pageSize: 10,
      listType: 'custom',
      customViewId: 'cv1',
      orders: [],
      titleLike: 'printer',
      statusList: [0, 10],
      preNumList: ['INC'],
      urgentLevel: [3],
      slaStatus: [4, 8],
      createTimeList: ['2025-01-01', ''],
    });
    expect(buildWorklistQuery('todo', 1, { ...defaultFilters, sortDirection: 'all' }).orders).toEqual([{ field: 'vip', direction: 'desc' }]);
    expect(buildWorklistQuery('done', 1, { ...defaultFilters, sortField: 'updated_time', sortDirection: 'asc' }).orders).toEqual([{ field: 'updated_time', direction: 'asc' }]);
  });

  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(defaultFilters)).toBe(0);
    expect(activeFilterCount({ ...defaultFilters, statusList: [0], createdTo: '2025-02-01', sortDirection: 'asc' })).toBe(3);
  });
});

describe('the address', () => {
  const tabs = visibleTabs({ saas: false, customViews: [{ id: 'cv1', name: 'x' }] });
  it('round-trips tab, filters and search, leaving defaults and other keys alone', () => {
    const state = {
      tab: 'custom:cv1' as const,
      filters: { statusList: [0, 50], preNumList: ['INC', 'REQ'], urgentLevel: [2, 3], slaStatus: [1], createdFrom: '2025-01-01', createdTo: '2025-03-31', sortField: 'updated_time' as const, sortDirection: 'asc' as const },
      search: 'vpn',
    };
    const params = writeWorklistState(new URLSearchParams('keep=1'), state);
    expect(params.get('keep')).toBe('1');
    expect(readWorklistState(params, tabs, 'todo')).toEqual(state);
    const plain = writeWorklistState(params, { tab: 'todo', filters: defaultFilters });
    expect(plain.toString()).toBe('keep=1&tab=todo');
  });

  it('falls back to the defaults on unknown or malformed values', () => {
    const state = readWorklistState(new URLSearchParams('tab=nope&status=0,99,x&urgency=7,1&sla=9,3&from=yesterday&to=2025-13&sort=title&dir=up&q=%20%20'), tabs, 'todo');
    expect(state).toEqual({ tab: 'todo', filters: { ...defaultFilters, statusList: [0], urgentLevel: [1], slaStatus: [3] } });
    // The department tab is not a tab in SaaS: the address cannot open it.
    expect(readWorklistState(new URLSearchParams('tab=department'), visibleTabs({ saas: true }), 'todo').tab).toBe('todo');
  });
});

describe('filter sheet data', () => {
  const models = [
    { processDefKey: 'proc-incident', processName: 'Incident', preNum: 'INC' },
    { processDefKey: 'proc-request', processName: 'Request', preNum: 'REQ' },
    { processDefKey: 'proc-draft-only', processName: 'No number' },
    { processDefKey: 'proc-incident-2', processName: 'Incident again', preNum: 'INC' },
  ];
  it('shows models with a preNum only, inside the custom view range when there is one', () => {
    expect(readFilterModels(models)).toEqual([
      { preNum: 'INC', name: 'Incident' },
      { preNum: 'REQ', name: 'Request' },
    ]);
    expect(readFilterModels(models, ['REQ'])).toEqual([{ preNum: 'REQ', name: 'Request' }]);
    expect(readFilterModels(null)).toEqual([]);
  });

  it('reads the urgency enum (0..3) and a custom view', () => {
    expect(readUrgencyEnum([{ value: 0, label: '低' }, { value: '3', label: '紧急' }, { value: 4, label: 'x' }, { label: 'no value' }])).toEqual([
      { value: 0, label: '低' },
      { value: 3, label: '紧急' },
    ]);
    expect(
      readCustomView({ id: 'cv1', ticketPropContent: { column: { orderStatusList: [0, '10'], slaStatus: [4] } }, publicFieldContent: { publicFieldColumn: { urgentLevel: [3] } }, itemProcess: ['INC', 5, ''] }),
    ).toEqual({ statusList: [0, 10], slaStatus: [4], urgentLevel: [3], processRange: ['INC'] });
    expect(readCustomView(undefined)).toEqual({ statusList: [], slaStatus: [], urgentLevel: [], processRange: [] });
  });

  it('completes a saved column setting and writes the save body', () => {
    const columns = readColumns({ queryContent: { column: [{ key: 'sla', isHidden: true, isSelected: false }, { key: 'bogus' }, { key: 'vip', isHidden: false, isSelected: true }] } }, label);
    expect(columns.map((column) => column.key)).toEqual(['sla', 'vip', 'urgency', 'createdTime', 'handler', 'process']);
    expect([...shownColumns(columns)]).toEqual(['vip', 'urgency', 'createdTime', 'handler', 'process']);
    expect(columnSaveBody(columns.slice(0, 1))).toEqual({ queryType: 'WORK_ORDER_LIST', queryContent: { column: [{ key: 'sla', value: 'L:sla', isHidden: true, isSelected: false }], typeView: 'card' } });
    expect(readColumns(null, label)).toHaveLength(6);
  });
});

describe('records', () => {
  it('read the SLA badge (overdue as danger, due soon as warning) and the handler', () => {
    expect(slaCodeOf({ workOrderId: 'a', slaStatus: '4' })).toBe(4);
    expect(slaCodeOf({ workOrderId: 'a', slaStatus: 0 })).toBeUndefined();
    expect([1, 4, 5, 8].map(slaTone)).toEqual(['danger', 'danger', 'warning', 'warning']);
    expect(handlerOf({ workOrderId: 'a', handlers: [{ userName: 'Li Si(lisi)' }, { userName: 'Wang Wu(wangwu)' }] })).toBe('Li Si(lisi), Wang Wu(wangwu)');
    expect(handlerOf({ workOrderId: 'a', handlers: [], handlerGroupName: 'Service desk' })).toBe('Service desk');
    expect(handlerOf({ workOrderId: 'a' })).toBeUndefined();
  });
});
