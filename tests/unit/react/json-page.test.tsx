// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineBlock } from '@core';
import { JsonPage } from '@react';
import { renderWithRuntime, setup } from './support';

afterEach(cleanup);

const greeting = defineBlock({
  name: 'greeting',
  component: lazy(async () => ({ default: ({ who }: { who: string }) => <p>hello {who}</p> })),
});
const broken = defineBlock({
  name: 'broken',
  component: () => {
    throw new Error('boom');
  },
});
const notAComponent = defineBlock({ name: 'weird', component: 42 });

describe('JsonPage', () => {
  it('renders lazily loaded blocks in order with their props', async () => {
    const { runtime } = setup({ blocks: [greeting] });
    renderWithRuntime(runtime, <JsonPage blocks={[{ name: 'greeting', props: { who: 'A' } }, { name: 'greeting', props: { who: 'B' } }]} />);
    const items = await screen.findAllByText(/hello/);
    expect(items.map((item) => item.textContent)).toEqual(['hello A', 'hello B']);
  });

  it('shows a visible error box for an unknown block and keeps rendering the rest', async () => {
    const { runtime } = setup({ blocks: [greeting, notAComponent] });
    renderWithRuntime(runtime, <JsonPage blocks={[{ name: 'nope' }, { name: 'weird' }, { name: 'greeting', props: { who: 'C' } }]} />);
    expect(await screen.findByText('hello C')).toBeTruthy();
    const boxes = screen.getAllByRole('alert');
    expect(boxes.map((box) => box.textContent)).toEqual(['未知的区块：nope', '未知的区块：weird']);
  });

  it('contains a block that throws', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    const { runtime } = setup({ blocks: [greeting, broken], language: 'en' });
    renderWithRuntime(runtime, <JsonPage blocks={[{ name: 'broken' }, { name: 'greeting', props: { who: 'D' } }]} />);
    expect(await screen.findByText('hello D')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Block "broken" failed to load');
    window.removeEventListener('error', quiet);
    spy.mockRestore();
  });
});
