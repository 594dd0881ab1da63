import { Button, NoticeBar, type ButtonRef } from 'antd-mobile';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  createActionController,
  isFrozen,
  modalQueryFlag,
  splitOverflow,
  type ActionButton,
  type ActionController,
  type ActionHooks,
  type ActionRunResult,
  type ActionTicket,
  type ServerButton,
} from '../../core/buttons';
import { CodeLoading } from '../feedback/code-loading';
import { useCodeLoad } from '../hooks/use-code-load';
import { useRuntime, useT } from '../runtime/runtime-provider';
import { useActionUi } from './modal-host';
import { lazyOnOpen } from '../feedback/lazy-on-open';
import type { MoreSheetProps } from './more-sheet';
import './actions.css';

// The More sheet's code (antd-mobile's Popup, the focus trap) loads when it first opens.
const MoreSheet = lazyOnOpen<MoreSheetProps>(() => import('./more-sheet').then((m) => m.MoreSheet));

/** Props of {@link ActionBar}. */
export interface ActionBarProps {
  /** The server's buttons (custom/butt/mdl/querybtn), as sent. */
  buttons: readonly ServerButton[] | null | undefined;
  /** The ticket the buttons act on (from the order detail / header). */
  ticket: ActionTicket;
  /** Page callbacks: form values, the transfer routine, refresh, copy. */
  hooks?: ActionHooks;
  /** Buttons shown inline; with more, the last slot becomes "More". @default 3 */
  max?: number;
  /** Pinned to the bottom of the viewport (with a spacer keeping content clear of it). @default true */
  fixed?: boolean;
  /**
   * With `fixed`, the spacer that keeps the page's end clear of the bar. A page whose content grows
   * above the bar after it is shown (a form loading) pads its own end instead (`--sd-action-bar-space`,
   * actions.css), so no box moves down when it grows (no layout shift). @default true
   */
  spacer?: boolean;
  /** Called when a run is over (tests, analytics). */
  onRun?(type: string, result: ActionRunResult): void;
}

/**
 * Whether a button name needs the smaller two-line style: wider than about six Chinese characters or
 * twelve Latin letters (a CJK character counts two).
 */
export function isLongLabel(name: string): boolean {
  let width = 0;
  for (const ch of name) width += ch.codePointAt(0)! >= 0x2e80 ? 2 : 1;
  return width > 12;
}

/** How long after an action the bar puts a lost focus back (the ticket reloads in that time). */
const RESTORE_WINDOW_MS = 3000;

/** The page's heading (the layout's h1 is focusable from script), where the focus goes when the bar has no button left. */
const pageHeading = (): HTMLElement | null => document.querySelector<HTMLElement>('main h1, h1');

/** One action flow controller per bar; its loading flags drive the buttons. */
export function useActionController(): { controller: ActionController; flags: Readonly<Record<string, boolean>> } {
  const runtime = useRuntime();
  const controller = useMemo(() => createActionController(runtime), [runtime]);
  const flags = useSyncExternalStore(controller.state.subscribe, controller.state.snapshot, controller.state.snapshot);
  return { controller, flags };
}

/**
 * The footer action bar of a ticket: the server's buttons through the button
 * engine (cancel dropped, copy dropped when the host says so, stopUsing
 * disabled, ordered by orderNumber, a frozen ticket only resumes), up to
 * `max` inline with the most important on the right, the rest in a "More"
 * sheet, each button loading while its own flag is on, and the modals.
 */
export function ActionBar({ buttons, ticket, hooks, max = 3, fixed = true, spacer = true, onRun }: ActionBarProps) {
  const runtime = useRuntime();
  const t = useT();
  const { controller, flags } = useActionController();
  const { ui, element } = useActionUi();
  const [running, setRunning] = useState<string>();
  const [moreOpen, setMoreOpen] = useState(false);
  const moreId = `sd-more-${useId().replace(/:/g, '')}`;
  const toolbarRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<ButtonRef>(null);
  // The latest hooks and ticket without re-creating handlers on every render.
  const latest = useRef({ hooks, ticket, onRun });
  useEffect(() => {
    latest.current = { hooks, ticket, onRun };
  });

  const list = useMemo(() => controller.buttons(buttons, ticket), [controller, buttons, ticket]);
  // The buttons' actions load with the bar (lazily registered ones show at once, disabled until their code is there).
  const types = useMemo(() => list.map((button) => button.type), [list]);
  const actionsLoading = useCodeLoad(
    types.join(','),
    () => runtime.pendingActions(types).length > 0,
    () => runtime.ensureActions(types),
  );
  const { inline, overflow } = splitOverflow(list, max);
  const frozen = isFrozen(ticket.dataStatus);

  const loading = (button: ActionButton): boolean => {
    const def = runtime.registry.actions.get(button.type);
    if (!def) return false;
    const query = running === button.type ? modalQueryFlag(def.modal) : undefined;
    return Boolean(flags[def.loadingFlag] || (query && flags[query]));
  };

  const press = (button: ActionButton, trigger: HTMLElement | null) => {
    const { hooks: current, ticket: on } = latest.current;
    setRunning(button.type);
    void controller.run(button, on, current ?? {}, ui).then((result) => {
      setRunning((type) => (type === button.type ? undefined : type));
      latest.current.onRun?.(button.type, result);
      restoreLater(trigger);
    });
  };

  // The pressed button is disabled while it loads, so the browser drops its focus, and the ticket may reload
  // with other buttons after the action. For a few seconds after a run, focus left on <body> goes back to
  // the button that started it, else to the bar's first button, else to the page's heading.
  const restore = useRef<{ trigger: HTMLElement | null; until: number }>(undefined);
  const restoreFocus = () => {
    const pending = restore.current;
    if (!pending) return;
    if (Date.now() > pending.until) {
      restore.current = undefined;
      return;
    }
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const usable = (element: HTMLElement | null | undefined) => Boolean(element?.isConnected && !(element as HTMLButtonElement).disabled);
    const target = usable(pending.trigger) ? pending.trigger : (toolbarRef.current?.querySelector<HTMLElement>('button:not([disabled])') ?? pageHeading());
    target?.focus();
  };
  const restoreLater = (trigger: HTMLElement | null) => {
    restore.current = { trigger, until: Date.now() + RESTORE_WINDOW_MS };
    setTimeout(restoreFocus, 0);
  };
  // Each new set of buttons (the ticket reloaded) may have removed the focused one.
  useEffect(restoreFocus, [list]);

  if (!list.length) return <>{element}</>;
  if (actionsLoading?.failed) {
    // In the bar's place (no layout shift): the failure, and Retry.
    return (
      <>
        {fixed && spacer ? <div className="sd-action-bar-spacer" aria-hidden="true" /> : null}
        <div className={`sd-action-bar${fixed ? ' sd-action-bar--fixed' : ''}`}>
          <CodeLoading failed onRetry={actionsLoading.retry} className="sd-action-bar__loading" testId="action-bar" />
        </div>
        {element}
      </>
    );
  }

  // Most important (lowest orderNumber) on the right, where the thumb is.
  const row = [...inline].reverse();
  const bar = (
    <div
      ref={toolbarRef}
      className={`sd-action-bar${fixed ? ' sd-action-bar--fixed' : ''}`}
      role="toolbar"
      aria-label={t('actions.bar.label')}
      // While the actions' code loads the buttons show, disabled (the bar does not jump when they arrive).
      aria-busy={actionsLoading ? true : undefined}
      data-testid={actionsLoading ? 'action-bar-loading' : undefined}
    >
      {frozen ? (
        <NoticeBar className="sd-action-bar__notice" color="alert" content={t('actions.bar.frozen')} wrap />
      ) : null}
      <div className="sd-action-bar__buttons">
        {overflow.length ? (
          <Button
            ref={moreRef}
            className="sd-action-bar__button"
            fill="outline"
            aria-haspopup="dialog"
            aria-expanded={moreOpen}
            aria-controls={moreOpen ? moreId : undefined}
            disabled={Boolean(actionsLoading)}
            onClick={() => setMoreOpen(true)}
          >
            {t('actions.bar.more')}
          </Button>
        ) : null}
        {row.map((button) => (
          <Button
            key={button.key}
            className={`sd-action-bar__button${isLongLabel(button.name) ? ' sd-action-bar__button--long' : ''}`}
            data-action={button.type}
            color={button === inline[0] && !button.disabled ? 'primary' : 'default'}
            fill={button === inline[0] ? 'solid' : 'outline'}
            disabled={button.disabled || Boolean(actionsLoading)}
            loading={loading(button)}
            onClick={(event) => press(button, event.currentTarget)}
          >
            {button.name}
          </Button>
        ))}
      </div>
    </div>
  );

  return (
    <>
      {fixed && spacer ? <div className={`sd-action-bar-spacer${frozen ? ' sd-action-bar-spacer--notice' : ''}`} aria-hidden="true" /> : null}
      {bar}
      <MoreSheet
        id={moreId}
        open={moreOpen}
        title={t('actions.bar.moreTitle')}
        cancelText={t('actions.modal.cancel')}
        onClose={() => setMoreOpen(false)}
        items={overflow.map((button) => ({
          key: button.key,
          type: button.type,
          text: button.name,
          disabled: button.disabled || loading(button),
          onPress: () => {
            setMoreOpen(false);
            // The More button gets the focus back when the sheet closes, and again when the action is over.
            press(button, moreRef.current?.nativeElement ?? null);
          },
        }))}
      />
      {element}
    </>
  );
}
