import { describe, expect, it } from 'vitest';
import { loadSeed } from '../../../fixtures/gateway/seed';

const seed = loadSeed();
const userIds = new Set(seed.users.map((u) => u.userId));
const groupIds = new Set(seed.groups.map((g) => g.groupId));
const deptIds = new Set(seed.departments.map((d) => d.id));
const roleIds = new Set(seed.roles.map((r) => r.roleId));
const tenantIds = new Set(seed.tenants.map((t) => t.accountId));

describe('seed data', () => {
  it('has the demo users of the brief, active, with zh and en names', () => {
    const byName = Object.fromEntries(seed.users.map((u) => [u.userName, u]));
    expect(Object.entries({ zhangsan: ['张三', 'Zhang San'], lisi: ['李四', 'Li Si'], wangwu: ['王五', 'Wang Wu'], zhaoliu: ['赵六', 'Zhao Liu'], sunqi: ['孙七', 'Sun Qi'], guest: ['访客', 'Guest'] })
      .map(([name, [zh, en]]) => [name, byName[name]?.name === zh, byName[name]?.nameEn === en, byName[name]?.status])).toEqual([
      ['zhangsan', true, true, 1],
      ['lisi', true, true, 1],
      ['wangwu', true, true, 1],
      ['zhaoliu', true, true, 1],
      ['sunqi', true, true, 1],
      ['guest', true, true, 1],
    ]);
  });

  it('is referentially consistent', () => {
    expect(userIds.size).toBe(seed.users.length);
    for (const u of seed.users) {
      expect(groupIds.has(u.groupId), `${u.userName} group`).toBe(true);
      expect(seed.groups.find((g) => g.groupId === u.groupId)!.groupName, `${u.userName} groupName`).toBe(u.groupName);
      expect(deptIds.has(u.departmentId), `${u.userName} department`).toBe(true);
      expect(tenantIds.has(u.accountId), `${u.userName} tenant`).toBe(true);
      expect(u.roleIds.every((r) => roleIds.has(r)), `${u.userName} roles`).toBe(true);
      expect(u.leaderIds.every((l) => userIds.has(l) && l !== u.userId), `${u.userName} leaders`).toBe(true);
    }
    for (const g of seed.groups) expect(!g.parentId || groupIds.has(g.parentId), g.groupId).toBe(true);
    for (const d of seed.departments) expect(!d.parentId || deptIds.has(d.parentId), d.id).toBe(true);
    for (const t of seed.tenants) expect(!t.parentId || tenantIds.has(t.parentId), t.accountId).toBe(true);
    for (const o of seed.workOrders) {
      expect(userIds.has(o.createdBy), o.preNum).toBe(true);
      expect([...o.handlerIds, ...o.participantIds].every((id) => userIds.has(id)), o.preNum).toBe(true);
      expect(!o.handlerGroupId || groupIds.has(o.handlerGroupId), o.preNum).toBe(true);
      expect([-10, 0, 10, 20, 30, 40, 50]).toContain(o.dataStatus);
      expect([0, 1, 2, 3]).toContain(o.urgentLevel);
      expect(o.createdTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(Boolean(o.isDraft)).toBe(o.dataStatus === -10);
    }
    expect(new Set(seed.workOrders.map((o) => o.workOrderId)).size).toBe(seed.workOrders.length);
    expect(new Set(seed.workOrders.map((o) => o.preNum)).size).toBe(seed.workOrders.length);
  });

  it('covers the statuses the home lists show and both VIP values', () => {
    const statuses = new Set(seed.workOrders.map((o) => o.dataStatus));
    for (const s of [0, 10, 20, 40, 50]) expect(statuses.has(s as never), String(s)).toBe(true);
    expect(new Set(seed.workOrders.map((o) => o.vip))).toEqual(new Set([true, false]));
  });

  it('grants code 44 to everyone but guest', () => {
    expect(seed.rbac.default).toContain('44');
    expect(seed.rbac.users.guest).not.toContain('44');
  });

  it('has the dictionaries forms need: a 3-level tree and one with a deleted option', () => {
    const category = seed.dictionaries.find((d) => d.code === 'incident_category')!;
    expect(category.levels).toBe(3);
    const depth = (items: typeof category.items): number => (items.length ? 1 + Math.max(...items.map((i) => depth(i.children ?? []))) : 0);
    expect(depth(category.items)).toBe(3);
    expect(seed.dictionaries.some((d) => d.items.some((i) => i.isDel))).toBe(true);
    const ids = seed.dictionaries.flatMap((d) => {
      const walk = (items: typeof d.items): string[] => items.flatMap((i) => [i.id, ...walk(i.children ?? [])]);
      return walk(d.items);
    });
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('web config carries the configured upload timeout and the default bottom menu', () => {
    expect(seed.webConfig.dosm.web.uploadTimeout).toBe(300000);
    expect((seed.webConfig.dosm.web.bottomMenu as Array<{ path: string }>).map((m) => m.path)).toEqual(['/homePage', '/flowCenter']);
  });
});
