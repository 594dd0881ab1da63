// Issue 18 item 2, fixture gateway: the positioning config and the offline provider's geocoding calls.
import { beforeAll, describe, expect, it } from 'vitest';
import { callHandler, type Gateway } from '../../../fixtures/gateway/index';
import { positioningRoutes } from '../../../fixtures/gateway/routes/positioning';
import { readPositioningConfig } from '../../../plugins/fields/POSITION/map/config';
import { loginAs, testGateway } from './helpers';

const B = '/api/v2/base/positioning';
let gateway: Gateway;
let token: string;
const get = <T>(path: string, query: Record<string, string>, language = 'zh') => callHandler<T>(gateway, 'GET', `${B}${path}`, { token, query, language });

beforeAll(async () => {
  gateway = testGateway({ routes: positioningRoutes });
  token = await loginAs(gateway, 'zhangsan');
});

interface Place {
  name: string;
  address: string;
  longitude: number;
  latitude: number;
}

describe('positioning', () => {
  it('config: names the offline provider for the instance, which the app reads as such', async () => {
    const config = await get<Record<string, unknown>>('/config', { instanceId: 'acc-1' });
    expect(config).toMatchObject({ instanceId: 'acc-1', provider: 'offline' });
    expect(readPositioningConfig(config)).toEqual({ provider: 'offline', key: '', securityCode: '' });
  });

  it('needs a login', async () => {
    await expect(callHandler(gateway, 'GET', `${B}/config`, { query: { instanceId: 'x' } })).rejects.toMatchObject({ code: 401 });
  });

  it('reverse geocode: the nearest seeded place within 300 m in the caller’s language, else the coordinates', async () => {
    expect(await get<Place>('/regeo', { longitude: '121.4738', latitude: '31.2305' })).toMatchObject({ name: '总部大楼', address: '上海市黄浦区人民大道 200 号' });
    expect(await get<Place>('/regeo', { longitude: '121.6011', latitude: '31.2006' }, 'en')).toMatchObject({ name: 'Data Centre network operations room' });
    expect((await get<Place>('/regeo', { longitude: '121.0', latitude: '31.0' }, 'en')).address).toBe('Shanghai, near 121.000000, 31.000000');
    await expect(get('/regeo', { longitude: '121.0' })).rejects.toMatchObject({ code: 400 });
    await expect(get('/regeo', { longitude: '200', latitude: '31' })).rejects.toMatchObject({ code: 400 });
  });

  it('geocode: a known address or name gives its point; an unknown one null', async () => {
    expect(await get<Place>('/geo', { address: '张江路 88 号' })).toMatchObject({ longitude: 121.6, latitude: 31.2 });
    expect(await get<Place>('/geo', { address: 'North Bund office' })).toMatchObject({ latitude: 31.2484 });
    expect(await get('/geo', { address: '火星基地' })).toBeNull();
    await expect(get('/geo', { address: ' ' })).rejects.toMatchObject({ code: 400 });
  });

  it('search: by name or address in either language, nearest first; an empty keyword finds nothing', async () => {
    const near = await get<Place[]>('/search', { keyword: '数据中心', longitude: '121.6012', latitude: '31.2007' });
    expect(near.map((p) => p.name)).toEqual(['数据中心 网络运维室', '数据中心']);
    expect((await get<Place[]>('/search', { keyword: 'huangpu' }, 'en')).map((p) => p.name)).toEqual(['Headquarters Tower', 'Headquarters Tower 5F service desk', 'R&D Centre', 'Staff canteen']);
    expect(await get('/search', { keyword: '' })).toEqual([]);
  });
});
