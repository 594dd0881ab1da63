import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createRuntime, defaultConfig, defineAction, defineBlock, defineFieldType, type PluginContext } from '@core';

describe('createRuntime', () => {
  it('builds a runtime with defaults, overrides and every service', () => {
    const runtime = createRuntime({ config: { concurrency: 4 }, storage: createMemoryStorage(), browserLanguage: 'en' });
    expect(runtime.config.concurrency).toBe(4);
    expect(runtime.config.apiBase).toBe(defaultConfig.apiBase);
    expect(runtime.config).not.toBe(defaultConfig);
    expect(runtime.i18n.language()).toBe('en');
    expect(runtime.request.path('base', '/x')).toBe('/api/v2/base/x');
    expect(runtime.session.isLoggedIn()).toBe(false);
    expect(runtime.host.currentHref()).toBe('/');
  });

  it('registers plugins from the lists and runs their setups with the context', () => {
    const seen: PluginContext[] = [];
    const field = defineFieldType({ type: 'INPUT', valueKind: 'single', component: 'c', setup: (ctx) => void seen.push(ctx) });
    const action = defineAction({ type: 'COMMIT', modal: 'assign', loadingFlag: 'submit' });
    const block = defineBlock({ name: 'worklist', component: 'w' });
    const runtime = createRuntime({ plugins: { fields: [field], actions: [action], blocks: [block] }, storage: createMemoryStorage() });
    expect(runtime.registry.fields.get('INPUT')).toBe(field);
    expect(runtime.registry.actions.get('COMMIT')).toBe(action);
    expect(runtime.registry.blocks.get('worklist')).toBe(block);
    expect(seen).toHaveLength(1);
    expect(seen[0].bus).toBe(runtime.bus);
    expect(seen[0].request).toBe(runtime.request);
    expect(seen[0].config).toBe(runtime.config);
  });

  it('runs setup disposers on dispose, last first, and clears the bus', () => {
    const order: string[] = [];
    const handler = vi.fn();
    const plugin = (name: string) =>
      defineBlock({
        name,
        component: name,
        setup: (ctx) => {
          const off = ctx.bus.on('toast:show', handler);
          return () => (off(), order.push(name));
        },
      });
    const runtime = createRuntime({ plugins: { blocks: [plugin('a'), plugin('b')] }, storage: createMemoryStorage() });
    runtime.bus.on('router:navigate', handler);
    runtime.dispose();
    expect(order).toEqual(['b', 'a']);
    runtime.bus.emit('toast:show', { type: 'info', message: 'x' });
    runtime.bus.emit('router:navigate', { to: '/' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('rejects duplicate plugins in the lists', () => {
    const field = defineFieldType({ type: 'INPUT', valueKind: 'single', component: 'c' });
    expect(() => createRuntime({ plugins: { fields: [field, field] }, storage: createMemoryStorage() })).toThrow('already registered');
  });

  it('shares no state between two runtimes', () => {
    const a = createRuntime({ storage: createMemoryStorage(), browserLanguage: 'zh' });
    const b = createRuntime({ storage: createMemoryStorage(), browserLanguage: 'zh' });
    a.registry.fields.register(defineFieldType({ type: 'X', valueKind: 'single', component: 'c' }));
    a.config.concurrency = 9;
    a.session.setToken('t');
    a.i18n.setLanguage('en');
    const handler = vi.fn();
    b.bus.on('toast:show', handler);
    a.bus.emit('toast:show', { type: 'info', message: 'x' });
    expect(b.registry.fields.has('X')).toBe(false);
    expect(b.config.concurrency).toBe(1);
    expect(b.session.getToken()).toBeNull();
    expect(b.i18n.language()).toBe('zh');
    expect(handler).not.toHaveBeenCalled();
    expect(b.config.apiPrefixes).toEqual(defaultConfig.apiPrefixes);
  });
});

describe('createRuntime: lazy plugin lists', () => {
  it('registers lazy lists once, on the first ensurePlugins call, and runs their setup', async () => {
    const setup = vi.fn(() => undefined);
    const load = vi.fn(async () => ({ fields: [defineFieldType({ type: 'LAZY_T', valueKind: 'single', component: 'x', setup })] }));
    const runtime = createRuntime({ storage: createMemoryStorage(), lazyPlugins: [load] });
    expect(runtime.pluginsReady()).toBe(false);
    expect(runtime.registry.fields.has('LAZY_T')).toBe(false);
    await Promise.all([runtime.ensurePlugins(), runtime.ensurePlugins()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(setup).toHaveBeenCalledTimes(1);
    expect(runtime.registry.fields.has('LAZY_T')).toBe(true);
    expect(runtime.pluginsReady()).toBe(true);
  });

  it('retries a failed load on the next call', async () => {
    let fail = true;
    const load = vi.fn(async () => {
      if (fail) throw new Error('chunk failed');
      return { fields: [defineFieldType({ type: 'LAZY_R', valueKind: 'single', component: 'x' })] };
    });
    const runtime = createRuntime({ storage: createMemoryStorage(), lazyPlugins: [load] });
    await expect(runtime.ensurePlugins()).rejects.toThrow('chunk failed');
    expect(runtime.pluginsReady()).toBe(false);
    fail = false;
    await runtime.ensurePlugins();
    expect(runtime.registry.fields.has('LAZY_R')).toBe(true);
  });

  it('is ready at once without lazy lists', () => {
    expect(createRuntime({ storage: createMemoryStorage() }).pluginsReady()).toBe(true);
  });
});

describe('createRuntime: lazy field types and actions (one chunk each, loaded on first use)', () => {
  const lazyField = (type: string, extra: Partial<Parameters<typeof defineFieldType>[0]> = {}) => ({
    type,
    load: vi.fn(async () => defineFieldType({ type, valueKind: 'single', component: type, ...extra })),
  });

  it('loads only the types asked for, once each, matching the x-component spelling (registryTypeOf)', async () => {
    const input = lazyField('INPUT');
    const table = lazyField('TABLE_FORM');
    const runtime = createRuntime({ storage: createMemoryStorage(), plugins: { lazyFields: [input, table] } });
    expect(runtime.registry.fields.has('INPUT')).toBe(false);
    expect(runtime.pendingFieldTypes(['input', 'table-form', 'NOPE'])).toEqual(['INPUT', 'TABLE_FORM']);
    await Promise.all([runtime.ensureFieldTypes(['input']), runtime.ensureFieldTypes(['INPUT', 'NOPE'])]);
    expect(input.load).toHaveBeenCalledTimes(1);
    expect(table.load).not.toHaveBeenCalled();
    expect(runtime.registry.fields.get('INPUT')?.type).toBe('INPUT');
    expect(runtime.pendingFieldTypes(['INPUT', 'TABLE_FORM'])).toEqual(['TABLE_FORM']);
    // An unknown type is nothing to load: it stays unknown (the form shows its unknown-field box).
    await runtime.ensureFieldTypes(['NOPE']);
    expect(runtime.registry.fields.has('NOPE')).toBe(false);
  });

  it('registers a loaded type with its texts and setup, like an eager one', async () => {
    const setup = vi.fn(() => undefined);
    const runtime = createRuntime({
      storage: createMemoryStorage(),
      browserLanguage: 'en',
      plugins: { lazyFields: [lazyField('COLOR', { setup, locales: { color: { zh: { pick: '选色' }, en: { pick: 'Pick' } } } })] },
    });
    await runtime.ensureFieldTypes(['COLOR']);
    expect(setup).toHaveBeenCalledTimes(1);
    expect(runtime.i18n.t('color.pick')).toBe('Pick');
  });

  it('a failed chunk rejects and is loaded again on the next call', async () => {
    let fail = true;
    const runtime = createRuntime({
      storage: createMemoryStorage(),
      plugins: {
        lazyActions: [
          {
            type: 'TRANSFER',
            load: async () => {
              if (fail) throw new Error('chunk failed');
              return defineAction({ type: 'TRANSFER', modal: 'transfer', loadingFlag: 'transfer' });
            },
          },
        ],
      },
    });
    await expect(runtime.ensureActions(['TRANSFER'])).rejects.toThrow('chunk failed');
    expect(runtime.pendingActions(['TRANSFER'])).toEqual(['TRANSFER']);
    fail = false;
    await runtime.ensureActions(['TRANSFER']);
    expect(runtime.registry.actions.get('TRANSFER')?.modal).toBe('transfer');
    expect(runtime.pendingActions(['TRANSFER'])).toEqual([]);
  });

  it('refuses a loader that brings another type, and lets an eager definition win', async () => {
    const eager = defineFieldType({ type: 'INPUT', valueKind: 'single', component: 'eager' });
    const lazyInput = lazyField('INPUT');
    const runtime = createRuntime({
      storage: createMemoryStorage(),
      plugins: { fields: [eager], lazyFields: [lazyInput, { type: 'DATE', load: async () => defineFieldType({ type: 'TIME', valueKind: 'single', component: 'x' }) }] },
    });
    expect(runtime.pendingFieldTypes(['INPUT'])).toEqual([]);
    await runtime.ensureFieldTypes(['INPUT']);
    expect(lazyInput.load).not.toHaveBeenCalled();
    expect(runtime.registry.fields.get('INPUT')).toBe(eager);
    await expect(runtime.ensureFieldTypes(['DATE'])).rejects.toThrow('loaded a definition of "TIME"');
  });
});
