import { Profiler, memo, useCallback, useEffect, useLayoutEffect, useRef, useState, type ProfilerOnRenderCallback } from 'react';
import { reaction } from '@formily/reactive';
import type { FormController } from '../../core/form/controller';
import type { FieldEntry } from '../../core/form/interpreter/interpret';
import { useSchemaFormContext, type FieldCommitPhase } from './context';
import { FieldBoundary, FieldView } from './field-view';
import { fieldWidthClass } from './form-item';

interface FieldSlotProps {
  entry: FieldEntry;
}

const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function containsFocus(element: HTMLElement): boolean {
  return typeof document !== 'undefined' && !!document.activeElement && element.contains(document.activeElement);
}

/**
 * The grid cell of one value field. It is always in the DOM (so the grid
 * keeps its shape and the IntersectionObserver has something to watch) but
 * mounts the field only while it is near the viewport; otherwise it keeps
 * the field's last measured height. The field's state lives in the headless
 * controller either way, so validation, linkage and submit never depend on
 * what is mounted. The field's Formily field is created when the slot first
 * mounts it. Follows only the field's display.
 */
/**
 * Whether the field at `address` is displayed, followed with a Formily reaction. The slot is not an
 * observer: it creates its field's Formily field while rendering, and an observer's render would subscribe
 * to everything that construction reads (the field's value among them).
 */
function useFieldVisible(controller: FormController, address: string): boolean {
  const [visible, setVisible] = useState(() => controller.isVisible(address));
  useEffect(() => reaction(() => controller.isVisible(address), setVisible, { fireImmediately: true }), [controller, address]);
  return visible;
}

export const FieldSlot = memo(function FieldSlot({ entry }: FieldSlotProps) {
  const ctx = useSchemaFormContext();
  const { tracker, slots, onFieldCommit } = ctx;
  const address = entry.address;
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(() => !tracker || ctx.initiallyMounted.has(address));
  const height = useRef<number | undefined>(undefined);
  const pinned = useRef(false);
  const near = useRef(mounted);
  const waiters = useRef<Array<() => void>>([]);

  useEffect(() => {
    const element = ref.current;
    if (!tracker || !element) return undefined;
    return tracker.observe(element, (isNear) => {
      near.current = isNear;
      if (isNear) {
        pinned.current = false;
        setMounted(true);
        return;
      }
      if (pinned.current || containsFocus(element)) return;
      release(element);
    });
  }, [tracker]);

  function release(element: HTMLElement) {
    const measured = element.getBoundingClientRect().height;
    if (measured > 0) height.current = measured;
    setMounted(false);
  }

  // A field kept because it had focus is released once focus leaves it while it is still far away.
  const onBlur = () => {
    const element = ref.current;
    if (!tracker || !element || near.current) return;
    setTimeout(() => {
      if (!near.current && !pinned.current && !containsFocus(element)) release(element);
    }, 0);
  };

  useEffect(() => {
    if (!mounted || waiters.current.length === 0) return;
    const pending = waiters.current;
    waiters.current = [];
    pending.forEach((resolve) => resolve());
  }, [mounted]);

  const ensureMounted = useCallback(
    () =>
      new Promise<void>((resolve) => {
        pinned.current = true;
        if (mounted) {
          resolve();
          return;
        }
        waiters.current.push(resolve);
        setMounted(true);
      }),
    [mounted],
  );

  useIsomorphicLayoutEffect(() => {
    const handle = { element: ref.current, ensureMounted };
    slots.set(address, handle);
    return () => {
      if (slots.get(address) === handle) slots.delete(address);
    };
  }, [slots, address, ensureMounted]);

  const onRender = useCallback<ProfilerOnRenderCallback>(
    (_id, phase) => onFieldCommit?.(address, phase as FieldCommitPhase),
    [onFieldCommit, address],
  );

  const hidden = !useFieldVisible(ctx.controller, address);
  const node = mounted ? ctx.controller.node(address) : undefined;
  const view = node ? (
    <FieldBoundary title={entry.field.title}>
      <FieldView node={node} entry={entry} />
    </FieldBoundary>
  ) : null;
  return (
    <div
      ref={ref}
      className={fieldWidthClass(entry.field.width)}
      data-field={address}
      data-field-type={entry.field.type}
      data-mounted={mounted ? 'true' : 'false'}
      onBlur={tracker ? onBlur : undefined}
      style={hidden ? { display: 'none' } : mounted ? undefined : { height: height.current ?? ctx.estimatedFieldHeight }}
    >
      {mounted && !hidden ? onFieldCommit ? <Profiler id={address} onRender={onRender}>{view}</Profiler> : view : null}
    </div>
  );
});
