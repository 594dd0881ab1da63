// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SchemaForm, type FieldCommitPhase } from '@react/form';
import { createLargeFormSchema } from '../../../../fixtures/forms/large-form';
import { createRenderCounter } from '../../../support/test-field-plugins';
import { controllerFor, createTestRuntime, renderWith } from './render';

afterEach(cleanup);

function inputOf(address: string): HTMLInputElement {
  const element = document.querySelector<HTMLInputElement>(`[data-field="${address}"] input`);
  if (!element) throw new Error(`no input for ${address}`);
  return element;
}

describe('re-render isolation', () => {
  it('typing in one field of a 200-field form commits only that field, once per keystroke', () => {
    const counter = createRenderCounter();
    const runtime = createTestRuntime({ counter });
    const controller = controllerFor(runtime, createLargeFormSchema(200, { requiredEvery: 5 }));
    const commits: Array<{ address: string; phase: FieldCommitPhase }> = [];
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} onFieldCommit={(address, phase) => commits.push({ address, phase })} />);

    // Everything mounted once.
    expect(document.querySelectorAll('[data-mounted="true"]')).toHaveLength(200);
    expect(new Set(commits.filter((c) => c.phase === 'mount').map((c) => c.address)).size).toBe(200);
    expect(counter.count('f0')).toBeGreaterThan(0);

    const keystrokes = ['V', 'VP', 'VPN'];
    for (const value of keystrokes) {
      commits.length = 0;
      counter.reset();
      fireEvent.change(inputOf('f57'), { target: { value } });
      expect(controller.getValues().f57).toBe(value);
      expect(commits.map((c) => c.address)).toEqual(['f57']);
      expect(Object.keys(counter.snapshot())).toEqual(['f57']);
    }
  });

  it('a validation error appearing on one field re-renders that field alone', async () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, createLargeFormSchema(200, { requiredEvery: 5 }));
    const commits: string[] = [];
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} onFieldCommit={(address) => commits.push(address)} />);
    fireEvent.change(inputOf('f10'), { target: { value: 'x' } });
    commits.length = 0;
    // Clearing a required field makes it invalid on input.
    await act(async () => {
      fireEvent.change(inputOf('f10'), { target: { value: '' } });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(controller.getState('f10')?.errors.length).toBeGreaterThan(0);
    expect(document.querySelector('[data-field="f10"] [role="alert"]')).toBeTruthy();
    expect(new Set(commits)).toEqual(new Set(['f10']));
    expect(commits.length).toBeLessThanOrEqual(2);
  });

  it('a linkage patch re-renders only the patched fields', () => {
    const runtime = createTestRuntime();
    const controller = controllerFor(runtime, createLargeFormSchema(200));
    const commits: string[] = [];
    renderWith(runtime, <SchemaForm controller={controller} windowing={false} onFieldCommit={(address) => commits.push(address)} />);
    commits.length = 0;
    act(() => {
      controller.applyPatch({ f3: { readOnly: true }, f150: { value: 'set by linkage' } });
    });
    expect(new Set(commits)).toEqual(new Set(['f3', 'f150']));
    expect(inputOf('f150').value).toBe('set by linkage');
  });
});
