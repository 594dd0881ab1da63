import { describe, expect, it } from 'vitest';
import fixture from '../../../fixtures/fields/MULTI_SELECT.fields.json';
import { mapTree } from '@core/form/options';
import {
  breadcrumbsOf,
  childrenOf,
  columnAllState,
  columnsOf,
  indexTree,
  labelPathText,
  layoutOf,
  openInColumn,
  pathLabels,
  searchTree,
  toggleColumnAll,
  treeDepth,
} from './tree';
import { mapMultiSelectProps } from './normalize';

const shallow = mapTree(fixture.properties.assetCategory['x-props'].dataSource, {});
const deep = mapTree(fixture.properties.serviceCatalog['x-props'].dataSource, {});

describe('multi-level dropdown tree logic', () => {
  it('measures depth and picks columns under 4 levels, the sheet otherwise', () => {
    expect(treeDepth([])).toBe(0);
    expect(treeDepth(shallow)).toBe(3);
    expect(treeDepth(deep)).toBe(4);
    expect(layoutOf(shallow)).toBe('columns');
    expect(layoutOf(deep)).toBe('sheet');
  });

  it('builds the label path from ids, joined with the Chinese enumeration comma, unknown ids as they are', () => {
    const index = indexTree(shallow);
    expect(labelPathText(['hw-pc-laptop', 'sw', 'gone'], index)).toBe('笔记本、软件、gone');
    expect(pathLabels('hw-pc-laptop', index)).toEqual(['硬件', '电脑', '笔记本']);
  });

  it('opens at most three columns along the active path', () => {
    expect(columnsOf(shallow, []).map((c) => c.length)).toEqual([3]);
    const path = openInColumn([], 0, 'hw');
    expect(columnsOf(shallow, path).map((c) => c.map((o) => o.value))).toEqual([['hw', 'sw', 'net'], ['hw-pc', 'hw-print']]);
    const deeper = openInColumn(path, 1, 'hw-pc');
    expect(columnsOf(shallow, deeper)[2]!.map((o) => o.value)).toEqual(['hw-pc-laptop', 'hw-pc-desktop', 'hw-pc-old']);
    // Opening another root cuts the path.
    expect(openInColumn(deeper, 0, 'sw')).toEqual(['sw']);
    // A leaf adds no column; a fourth level is never laid out inline.
    expect(columnsOf(shallow, ['net'])).toHaveLength(1);
    expect(columnsOf(deep, ['it', 'it-acc', 'it-acc-mail'])).toHaveLength(3);
  });

  it("the 'all' checkbox of a column selects its usable options and keeps other selections", () => {
    const third = columnsOf(shallow, ['hw', 'hw-pc'])[2]!;
    const selected = toggleColumnAll(third, ['sw']);
    expect(selected).toEqual(['sw', 'hw-pc-laptop', 'hw-pc-desktop']);
    expect(columnAllState(third, selected)).toMatchObject({ checked: true, indeterminate: false });
    expect(columnAllState(third, ['hw-pc-laptop'])).toMatchObject({ checked: false, indeterminate: true });
    expect(toggleColumnAll(third, selected)).toEqual(['sw']);
  });

  it('drills down with breadcrumbs and searches every level', () => {
    const index = indexTree(deep);
    expect(childrenOf(deep, index, '').map((o) => o.value)).toEqual(['it', 'hr']);
    expect(childrenOf(deep, index, 'it-acc').map((o) => o.value)).toEqual(['it-acc-mail', 'it-acc-vpn']);
    expect(breadcrumbsOf('it-acc-mail', index, '全部').map((c) => c.label)).toEqual(['全部', 'IT 服务', '账号与权限', '邮箱']);
    expect(breadcrumbsOf('', index, 'All')).toEqual([{ value: '', label: 'All' }]);
    const hits = searchTree(deep, ' 邮箱 ');
    expect(hits.map((h) => h.option.value)).toEqual(['it-acc-mail', 'it-acc-mail-new', 'it-acc-mail-reset']);
    expect(hits[1]!.path).toEqual(['IT 服务', '账号与权限', '邮箱', '开通邮箱']);
    expect(searchTree(deep, '   ')).toEqual([]);
  });

  it('maps x-props to the option source', () => {
    const xProps = fixture.properties.officeLocation['x-props'];
    expect(mapMultiSelectProps({ ...xProps, fieldWidth: 'HALF' })).toEqual({ source: xProps });
  });
});
