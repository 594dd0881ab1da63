// @vitest-environment jsdom
// A worklist card upgrades to a swipeable one when idle, but never under a finger or the focus (its elements would
// be replaced: the tap's click lost, the focus dropped).
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IdleQueue } from '@react/hooks/idle-queue';
import { renderWithRuntime, setup } from '../../../tests/unit/react/support';
import { SwipeCard } from './ticket-actions';
import type { CardColumn, WorklistRecord } from './model';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** An idle queue run by hand: `runAll()` is one idle period for every job waiting. */
function manualQueue() {
  const jobs = new Set<() => void>();
  const queue: IdleQueue = {
    schedule(job) {
      jobs.add(job);
      return () => void jobs.delete(job);
    },
    dispose: () => jobs.clear(),
  };
  const runAll = () =>
    act(() => {
      const now = [...jobs];
      jobs.clear();
      now.forEach((job) => job());
    });
  return { queue, runAll, size: () => jobs.size };
}

const record: WorklistRecord = { workOrderId: 'T1', title: 'VPN down', dataStatus: 10 } as WorklistRecord;
const columns: ReadonlySet<CardColumn> = new Set();

function mount(idle: IdleQueue) {
  const t = setup();
  renderWithRuntime(
    t.runtime,
    <MemoryRouter>
      <SwipeCard record={record} columns={columns} state={undefined} load={async () => undefined} run={async () => ({ status: 'done' }) as never} idle={idle} />
    </MemoryRouter>,
  );
  return t;
}
const armed = () => screen.getByTestId('worklist-swipe').getAttribute('data-armed');

describe('swipe card', () => {
  it('comes plain and becomes swipeable in an idle period', () => {
    const { queue, runAll } = manualQueue();
    mount(queue);
    expect(armed()).toBe('false');
    expect(document.querySelector('.adm-swipe-action-track')).toBeNull();
    runAll();
    expect(armed()).toBe('true');
    expect(document.querySelector('.adm-swipe-action-track')).not.toBeNull();
  });

  it('waits while it has the focus, and while a finger is on it; a tap still opens the ticket', () => {
    vi.useFakeTimers();
    const { queue, runAll, size } = manualQueue();
    const t = mount(queue);
    const card = screen.getByTestId('worklist-card');
    card.focus();
    runAll();
    expect(armed()).toBe('false');
    expect(size()).toBe(1);
    card.blur();
    fireEvent.pointerDown(card);
    runAll();
    expect(armed()).toBe('false');
    // The tap ends: its click opens the ticket from the same element, then the card is upgraded.
    fireEvent.pointerUp(card);
    fireEvent.click(card);
    expect(t.events['router:navigate']).toEqual([{ to: '/orderDetails?workOrderId=T1' }]);
    act(() => vi.runOnlyPendingTimers());
    expect(armed()).toBe('true');
  });
});
