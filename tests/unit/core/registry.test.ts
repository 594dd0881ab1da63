import { describe, expect, it } from 'vitest';
import { createRegistry, defineAction, defineBlock, defineFieldType, RegistryError } from '@core';

const input = defineFieldType({ type: 'INPUT', valueKind: 'single', component: 'InputV1' });

describe('registry', () => {
  it('registers, looks up and lists definitions per kind', () => {
    const registry = createRegistry<string, string, string>();
    registry.fields.register(input);
    registry.actions.register(defineAction({ type: 'COMMIT', modal: 'assign', loadingFlag: 'submit' }));
    registry.blocks.register(defineBlock({ name: 'worklist', component: 'Worklist' }));
    expect(registry.fields.get('INPUT')).toBe(input);
    expect(registry.fields.has('TEXTAREA')).toBe(false);
    expect(registry.actions.list().map((a) => a.type)).toEqual(['COMMIT']);
    expect(registry.blocks.get('worklist')?.component).toBe('Worklist');
    // kinds are separate tables: a block named INPUT does not clash with the field type
    registry.blocks.register(defineBlock({ name: 'INPUT', component: 'x' }));
    expect(registry.fields.list()).toHaveLength(1);
  });

  it('refuses a duplicate with a message naming the fix', () => {
    const registry = createRegistry<string>();
    registry.fields.register(input);
    expect(() => registry.fields.register({ ...input, component: 'InputV2' })).toThrow(RegistryError);
    expect(() => registry.fields.register({ ...input, component: 'InputV2' })).toThrow('Field type "INPUT" is already registered; pass override: true to replace it.');
    expect(() => registry.actions.register(defineAction({ type: '', modal: 'none', loadingFlag: 'x' }))).toThrow('A Action needs a non-empty name.');
    const actions = createRegistry().actions;
    actions.register(defineAction({ type: 'CLOSE', modal: 'simple', loadingFlag: 'close' }));
    expect(() => actions.register(defineAction({ type: 'CLOSE', modal: 'simple', loadingFlag: 'close' }))).toThrow('Action "CLOSE" is already registered');
  });

  it('replaces a definition registered with override: true', () => {
    const registry = createRegistry<string>();
    registry.fields.register(input);
    const replacement = defineFieldType({ type: 'INPUT', valueKind: 'single', component: 'InputV2', override: true });
    registry.fields.register(replacement);
    expect(registry.fields.get('INPUT')).toBe(replacement);
    expect(registry.fields.list()).toEqual([replacement]);
  });

  it('gives every registry its own tables', () => {
    const a = createRegistry();
    const b = createRegistry();
    a.fields.register(input);
    expect(b.fields.has('INPUT')).toBe(false);
  });
});
