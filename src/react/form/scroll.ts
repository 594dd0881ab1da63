import type { FormController } from '../../core/form/controller';
import { ownValue } from '../../core/form/keys/records';
import type { SlotHandle } from './context';

/** What a mounted `<SchemaForm>` exposes through its ref. */
export interface SchemaFormHandle {
  /**
   * Mounts the field if windowing left it out, then scrolls it into view.
   * `path` is a data path (`fieldA`) or a Formily address (`group1.fieldA`).
   * Resolves to false when no visible field has that path.
   */
  scrollToField(path: string): Promise<boolean>;
  /**
   * Scrolls to the first field, in display order, that has an error: from
   * `errors` (a `validate()` result's `errors`) or else the fields' current errors,
   * and moves focus to its control (the element with `aria-invalid`, else its first
   * focusable one), so keyboard and screen-reader users land on it.
   */
  scrollToFirstError(errors?: Readonly<Record<string, readonly string[]>>): Promise<boolean>;
}

const FOCUSABLE = ['input:not([type="hidden"]):not([disabled])', 'textarea:not([disabled])', 'select:not([disabled])', 'button:not([disabled])', '[tabindex]', '[contenteditable="true"]']
  .map((selector) => `${selector}:not([tabindex="-1"])`)
  .join(', ');

/** The control of a field row to focus: the one marked invalid (or the first focusable one inside it, a radio group's), else the row's first focusable element. */
export function fieldFocusTarget(row: HTMLElement): HTMLElement | null {
  const marked = row.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (marked?.matches(FOCUSABLE)) return marked;
  return marked?.querySelector<HTMLElement>(FOCUSABLE) ?? row.querySelector<HTMLElement>(FOCUSABLE);
}

function nextFrame(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => resolve());
    else setTimeout(resolve, 0);
  });
}

async function focusField(row: HTMLElement | null | undefined): Promise<void> {
  if (!row) return;
  // The error (and aria-invalid) renders with the field's next commit.
  let target = fieldFocusTarget(row);
  if (!target?.hasAttribute('aria-invalid')) {
    await nextFrame();
    target = fieldFocusTarget(row);
  }
  target?.focus({ preventScroll: true });
}

/** Opens every closed `details` (folded form group) around `element`. */
function openFoldedGroups(element: Element | null | undefined): void {
  for (let group = element?.closest('details'); group; group = group.parentElement?.closest('details')) group.open = true;
}

export function createSchemaFormHandle(controller: FormController, slots: ReadonlyMap<string, SlotHandle>): SchemaFormHandle {
  const addressOf = (path: string): string | undefined => {
    const entries = controller.interpreted.entries;
    return (entries.find((entry) => entry.address === path) ?? entries.find((entry) => entry.field.path === path))?.address;
  };
  const handle: SchemaFormHandle = {
    async scrollToField(path) {
      const address = addressOf(path);
      const slot = address ? slots.get(address) : undefined;
      const state = address ? controller.getState(address) : undefined;
      if (!slot || !state?.visible) return false;
      // A field in a folded group: open the group (and any around it) so the field can mount and show.
      openFoldedGroups(slot.element);
      await slot.ensureMounted();
      // The placeholder had an estimated height: let layout settle before scrolling.
      await nextFrame();
      const element = slot.element;
      if (!element || !element.isConnected) return false;
      if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'center', inline: 'nearest' });
      return true;
    },
    async scrollToFirstError(errors) {
      for (const entry of controller.interpreted.entries) {
        if (entry.container) continue;
        // Own entries only: an error map is a plain object, and a field keyed `constructor` must not find Object's.
        const messages = errors ? (ownValue<readonly string[]>(errors, entry.field.path) ?? ownValue<readonly string[]>(errors, entry.address)) : controller.getState(entry.address)?.errors;
        if (messages && messages.length > 0) {
          const shown = await handle.scrollToField(entry.address);
          if (shown) await focusField(slots.get(entry.address)?.element);
          return shown;
        }
      }
      return false;
    },
  };
  return handle;
}

// Keyed by controller instance (weakly), so nothing is shared between forms or tests.
const handles = new WeakMap<FormController, SchemaFormHandle>();

/** Called by `<SchemaForm>` while mounted; returns the disposer. */
export function registerHandle(controller: FormController, handle: SchemaFormHandle): () => void {
  handles.set(controller, handle);
  return () => {
    if (handles.get(controller) === handle) handles.delete(controller);
  };
}

/**
 * `scrollToField` for code that holds the controller rather than the form's
 * ref (an action plugin after a failed validate). False when no `<SchemaForm>`
 * currently renders this controller.
 */
export function scrollToField(controller: FormController, path: string): Promise<boolean> {
  return handles.get(controller)?.scrollToField(path) ?? Promise.resolve(false);
}

/** `scrollToFirstError` of the `<SchemaForm>` rendering this controller. */
export function scrollToFirstError(controller: FormController, errors?: Readonly<Record<string, readonly string[]>>): Promise<boolean> {
  return handles.get(controller)?.scrollToFirstError(errors) ?? Promise.resolve(false);
}
