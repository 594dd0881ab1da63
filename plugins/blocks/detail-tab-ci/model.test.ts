// @vitest-environment jsdom
// (jsdom: the model imports the CMDB contract from @plugins/fields/shared, whose barrel loads antd-mobile.)
import { describe, expect, it, vi } from 'vitest';
import type { RequestClient } from '@core/request/types';
import { cmdbOptionClient } from './cmdb-options';
import { cardTags, ciFormSchema, ciPermissions, CI_NAME_KEY, outgoingRelations, readFields, readTabModels, readTopology, splitFormValues, topologyLegend } from './model';

describe('CI tab model', () => {
  it('reads models with the defaults first and a fallback colour', () => {
    const models = readTabModels([
      { modelId: 'b', modelName: 'B', color: 'red', isDefault: false, count: 2 },
      { modelId: 'a', modelName: 'A', color: '#112233', isDefault: true },
      { modelId: 'a', modelName: 'dup' },
      'junk',
    ]);
    expect(models.map((m) => [m.modelId, m.color, m.count])).toEqual([
      ['a', '#112233', undefined],
      ['b', '#8c8c8c', 2],
    ]);
  });

  it('takes permissions from the jurisdiction list', () => {
    expect(ciPermissions(['view_delete_config', 'edit_config'])).toEqual({ view: true, add: false, edit: true, link: false, remove: false });
    expect(ciPermissions(undefined)).toEqual({ view: false, add: false, edit: false, link: false, remove: false });
  });

  it('builds the form schema: name first, the field plugins of ticket forms, cascade and CI references', () => {
    const fields = readFields([
      { attrCode: 'city', attrName: '城市', fieldType: 'SELECT', sort: 3, fieldRule: { enumSourceId: 'd-city', superiorAttr: 'province' } },
      { attrCode: 'province', attrName: '省份', fieldType: 'SELECT', sort: 2, required: true, fieldRule: { enumList: [{ label: '浙江', value: 'zj' }] } },
      { attrCode: 'host', attrName: '宿主机', fieldType: 'CI_REF', sort: 4, fieldRule: { subordinateModel: 'm-srv' } },
      { attrCode: 'ports', attrName: '端口', fieldType: 'MULTI_SELECT', sort: 5, fieldRule: { enumList: [] } },
      { attrCode: 'odd', attrName: '未知', fieldType: 'WEIRD', sort: 6 },
    ]);
    const { properties } = ciFormSchema(fields, '名称');
    expect(Object.keys(properties)).toEqual([CI_NAME_KEY, 'province', 'city', 'host', 'ports', 'odd']);
    expect(properties[CI_NAME_KEY]).toMatchObject({ 'x-component': 'INPUT', 'x-rules': [{ required: true }] });
    expect(properties.province).toMatchObject({ 'x-component': 'SELECT', 'x-rules': [{ required: true }], 'x-props': { dataSource: [{ label: '浙江', value: 'zj' }] } });
    expect(properties.city).toMatchObject({ firstId: 'province', 'x-props': { dataType: 'api', apiStr: 'cmdb-dict:d-city', apiPage: false } });
    expect(properties.host).toMatchObject({ 'x-component': 'SELECT', 'x-props': { apiStr: 'cmdb-ci:m-srv' } });
    expect(properties.ports!['x-component']).toBe('SELECT_MANY');
    expect(properties.odd!['x-component']).toBe('INPUT');
    expect(splitFormValues({ [CI_NAME_KEY]: ' web ', ip: '1' })).toEqual({ ciName: 'web', fieldsForm: { ip: '1' } });
  });

  it('serves CMDB option markers from dictList (with the superior value) and ciList', async () => {
    const post = vi.fn(async (path: string) => (path.endsWith('/cmdb/dictList') ? [{ label: '杭州', value: 'hz', parentValue: 'zj' }] : { records: [{ ciId: 'c1', ciName: 'web', code: 'W1' }], total: 1 }));
    const base = { path: (prefix: string, p: string) => `/api/v2/${prefix === 'business' ? 'biz' : prefix}${p}`, post, get: vi.fn() } as unknown as RequestClient;
    const client = cmdbOptionClient(base);
    await expect(client.post('/api/v2/base/process/listApiContent', { url: 'cmdb-dict:d-city', header: [], params: { code: 'zj' } })).resolves.toEqual([{ label: '杭州', value: 'hz' }]);
    expect(post).toHaveBeenLastCalledWith('/api/v2/biz/cmdb/dictList', { dictId: 'd-city', parentValue: 'zj' }, undefined);
    await expect(client.post('/api/v2/base/process/listApiContent', { url: 'cmdb-ci:m-srv', header: [] })).resolves.toEqual([{ label: 'web (W1)', value: 'c1' }]);
    expect(post).toHaveBeenLastCalledWith('/api/v2/biz/cmdb/ciList', { modelId: 'm-srv', pageNum: 1, pageSize: 1000 }, undefined);
    await client.post('/api/v2/base/process/listApiContent', { url: 'https://other' });
    expect(post).toHaveBeenLastCalledWith('/api/v2/base/process/listApiContent', { url: 'https://other' }, undefined);
  });

  it('reads relations, topology, legend and card tags', () => {
    expect(outgoingRelations({ relationShip: [{ modelRelationId: 'r', relationship: '运行于', fromCiId: 'a', toCiId: 'b', toCiName: 'B', toModelId: 'm' }, { modelRelationId: 'r', fromCiId: 'x', toCiId: 'a' }] }, 'a')).toEqual([
      { modelRelationId: 'r', relationship: '运行于', toCiId: 'b', toCiName: 'B', toModelId: 'm' },
    ]);
    const graph = readTopology({ nodes: [{ ciId: 'a', ciName: 'A', modelId: 'm1', modelName: 'M1', color: '#000000' }, { ciId: 'b', modelId: 'm1', modelName: 'M1' }], edges: [{ from: 'a', to: 'b', relationship: 'r' }, { from: 'a', to: 'zz' }] });
    expect(graph.edges).toEqual([{ from: 'a', to: 'b', relationship: 'r' }]);
    expect(topologyLegend(graph)).toEqual([{ modelId: 'm1', modelName: 'M1', color: '#000000' }]);
    const tags = readFields([{ attrCode: 'ip', attrName: 'IP', modelId: 'm1', isTag: true, sort: 1 }, { attrCode: 'os', attrName: 'OS', modelId: 'm1', isTag: true, sort: 2 }]);
    expect(cardTags({ ciId: 'a', ciName: 'A', modelId: 'm1', modelName: '', code: '', tags: { os: 'Linux' } }, tags)).toEqual([{ attrCode: 'os', label: 'OS', value: 'Linux' }]);
  });
});
