import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SwipeAction, type SwipeActionProps, type SwipeActionRef } from 'antd-mobile';
import { useRuntime, useT } from '@react/runtime/runtime-provider';
import { useActionController } from '@react/actions/action-bar';
import { useActionUi } from '@react/actions/modal-host';
import type { ActionButton, ActionRunResult, ActionTicket } from '@core/buttons';
import type { IdleQueue } from '@react/hooks/idle-queue';
import { readButtons } from '../ticket-shared/model';
import { ticketPaths } from '../ticket-shared/paths';
import type { CardColumn, WorklistRecord } from './model';
import { TicketCard } from './ticket-card';

type Action = NonNullable<SwipeActionProps['rightActions']>[number];

/** A ticket's server buttons as the bar would show them: loading, failed, or the list. */
export type TicketButtons = 'loading' | 'failed' | readonly ActionButton[];

/** The ticket an action runs on, from its list record. */
export function ticketOf(record: WorklistRecord): ActionTicket {
  const status = Number(record.dataStatus);
  return { workOrderId: record.workOrderId, ...(Number.isFinite(status) ? { dataStatus: status } : {}) };
}

/** What the worklist's cards act with: the same controller, modals and action plugins as the detail page's bar. */
export interface TicketActions {
  buttonsOf(workOrderId: string): TicketButtons | undefined;
  /** Loads a ticket's buttons (`querybtn`), once (again after a failure). */
  load(record: WorklistRecord): Promise<void>;
  /** Runs an action (a button, or a type such as CLAIM) on a ticket: its whole flow, modals included. */
  run(button: ActionButton | string, record: WorklistRecord): Promise<ActionRunResult>;
  /** The modals; render once. */
  element: ReactNode;
}

export function useTicketActions(): TicketActions {
  const runtime = useRuntime();
  const { controller } = useActionController();
  const { ui, element } = useActionUi();
  const [buttons, setButtons] = useState<Record<string, TicketButtons>>({});
  const known = useRef(buttons);
  known.current = buttons;

  const load = useCallback(
    async (record: WorklistRecord) => {
      const current = known.current[record.workOrderId];
      if (current !== undefined && current !== 'failed') return;
      setButtons((previous) => ({ ...previous, [record.workOrderId]: 'loading' }));
      try {
        const data = await runtime.request.post<unknown>(runtime.request.path('business', ticketPaths.buttons), { workOrderId: record.workOrderId }, { silent: true });
        const list = controller.buttons(readButtons(data), ticketOf(record));
        setButtons((previous) => ({ ...previous, [record.workOrderId]: list }));
      } catch {
        setButtons((previous) => ({ ...previous, [record.workOrderId]: 'failed' }));
      }
    },
    [runtime, controller],
  );
  const run = useCallback((button: ActionButton | string, record: WorklistRecord) => controller.run(button, ticketOf(record), {}, ui), [controller, ui]);
  return useMemo(() => ({ buttonsOf: (id: string) => buttons[id], load, run, element }), [buttons, load, run, element]);
}

/** Swipe colours of the common actions (the rest take the brand colour). */
const swipeColor: Readonly<Record<string, Action['color']>> = { CLAIM: 'primary', URGE: 'warning', CLOSE: 'danger', WITHDRAW: 'danger' };

/**
 * A card with the ticket's actions behind a left swipe: its server buttons (claim, urge, ...), loaded when the
 * actions are first revealed, at most three. Hidden actions are inert (not in the Tab order); keyboard users act
 * from the multi-select mode or the detail page.
 */
export const SwipeCard = memo(function SwipeCard({ record, columns, state, load, run, idle }: SwipeCardProps) {
  // A swipeable card (antd-mobile's SwipeAction: a spring and a drag gesture) costs several times a plain one to
  // mount: a card comes plain and becomes swipeable when the page is idle (or after its first touch), so scrolling
  // and switching tabs mount plain cards only.
  const [armed, setArmed] = useState(!idle);
  const plain = useRef<HTMLDivElement>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (armed || !idle) return undefined;
    // Not while the card has the focus or a finger: the swipeable card is other elements, so the focus would be
    // lost, and a tap would end on an element that is gone (no click, the ticket would not open).
    let cancel = () => {};
    const job = () => {
      if (pressed.current || plain.current?.contains(document.activeElement)) cancel = idle.schedule(job);
      else setArmed(true);
    };
    cancel = idle.schedule(job);
    return () => cancel();
  }, [armed, idle]);
  // Touched before its turn: swipeable once the gesture is over (after its click, if it was a tap).
  const release = () => {
    pressed.current = false;
    setTimeout(() => setArmed(true), 0);
  };
  if (!armed) {
    return (
      <div
        ref={plain}
        className="sd-wl-swipe"
        data-testid="worklist-swipe"
        data-armed="false"
        onPointerDown={() => (pressed.current = true)}
        onPointerUp={release}
        onPointerCancel={release}
      >
        <div className="adm-swipe-action">
          <TicketCard record={record} columns={columns} />
        </div>
      </div>
    );
  }
  return <ArmedSwipeCard record={record} columns={columns} state={state} load={load} run={run} />;
});

/** Props of {@link SwipeCard}. */
export interface SwipeCardProps {
  record: WorklistRecord;
  columns: ReadonlySet<CardColumn>;
  state: TicketButtons | undefined;
  load: TicketActions['load'];
  run: TicketActions['run'];
  /** Where the card queues its upgrade to a swipeable one; without it the card is swipeable at once. */
  idle?: IdleQueue;
}

function ArmedSwipeCard({ record, columns, state, load, run }: Omit<SwipeCardProps, 'idle'>) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const swipe = useRef<SwipeActionRef>(null);
  const [open, setOpen] = useState(false);
  // The buttons arrived while the actions were open: show them all (the width was measured on "loading").
  const ready = Array.isArray(state);
  useEffect(() => {
    if (ready && open) swipe.current?.show('right');
  }, [ready, open]);
  useEffect(() => {
    box.current?.querySelectorAll<HTMLElement>('.adm-swipe-action-actions').forEach((element) => {
      element.inert = !open;
    });
  }, [open, state]);
  const right: Action[] =
    state === undefined || state === 'loading'
      ? [{ key: 'loading', text: t('worklist.loading'), color: 'light' }]
      : state === 'failed'
        ? [{ key: 'retry', text: t('worklist.retry'), color: 'light', onClick: () => void load(record) }]
        : state.length
          ? state
              .filter((button) => !button.disabled)
              .slice(0, 3)
              .map((button) => ({ key: button.key, text: button.name, color: swipeColor[button.type] ?? 'primary', onClick: () => void run(button, record) }))
          : [{ key: 'none', text: t('worklist.noActions'), color: 'light' }];
  return (
    <div ref={box} className="sd-wl-swipe" data-testid="worklist-swipe" data-armed="true">
      <SwipeAction
        ref={swipe}
        rightActions={right}
        closeOnAction={state !== undefined && state !== 'loading' && state !== 'failed'}
        onActionsReveal={() => {
          setOpen(true);
          void load(record);
        }}
        onClose={() => setOpen(false)}
      >
        <TicketCard record={record} columns={columns} />
      </SwipeAction>
    </div>
  );
}
