/**
 * Typed per-field view state: what a field plugin reads of its field, beyond
 * the props Formily hands it. The session's `field(path)` returns it; reads
 * are reactive (Formily observables), so an `observer` component re-renders
 * on what it read, and `subscribe` serves code outside React.
 */
import { observable, reaction } from '@formily/reactive';
import type { Disposer } from '../../bus';
import type { FieldStatePatch, NormalizedField, OptionPatch } from '../types';

/** The cascade query of a dependent field's options: its superior's value, and whether to load now. */
export interface OptionQuery {
  /** Current value of the field's superior. */
  superiorValue: unknown;
  /** Load the options now (the superior changed), rather than on first focus. */
  load: boolean;
}

/** Table cell states by `${rowNum}.${columnCode}` (row -1 = every row). */
export type CellPatches = Readonly<Record<string, FieldStatePatch>>;

/** The parts of a field's state the session keeps beside Formily's: option patch, cascade query, cell states. */
export interface FieldExtras {
  /** Linkage option patch (show / hide / showPrepend / showAll / add / change). */
  optionPatch: OptionPatch | undefined;
  /** Bumped with every option patch, also an equal one (the picker re-applies it). */
  optionPatchVersion: number;
  optionQuery: OptionQuery | undefined;
  /** Bumped with every cascade query. */
  optionQueryVersion: number;
  /** Cell states of a table field; replaced (never mutated) on every change. */
  cells: CellPatches;
}

const NO_CELLS: CellPatches = Object.freeze({});

/** A field's extras, observable by property. */
export function createExtras(): FieldExtras {
  return observable.shallow<FieldExtras>({ optionPatch: undefined, optionPatchVersion: 0, optionQuery: undefined, optionQueryVersion: 0, cells: NO_CELLS });
}

/** How a field shows: Formily's pattern (readPretty = the read-only display). */
export type FieldPattern = 'editable' | 'readOnly' | 'disabled' | 'readPretty';

/** One field as a plugin sees it. Every property is a reactive read. */
export interface FieldView extends Readonly<FieldExtras> {
  /** Data path (`group.field`). */
  readonly path: string;
  /** Formily address (containers included). */
  readonly address: string;
  /** The interpreted server field. */
  readonly field: NormalizedField;
  /** Current value (Formily's observable value: read it, never mutate it). */
  readonly value: unknown;
  readonly display: 'visible' | 'hidden' | 'none';
  readonly pattern: FieldPattern;
  readonly required: boolean;
  /** Validation messages of the field itself. */
  readonly errors: readonly string[];
  /**
   * Calls `listener` when what `select` reads changes (Formily `reaction`);
   * `fireImmediately` also calls it with the current value.
   */
  subscribe<T>(select: (view: FieldView) => T, listener: (value: T) => void, options?: { fireImmediately?: boolean }): Disposer;
}

/** Where a view reads its state from (the controller's record of the field). */
export interface FieldViewSource {
  path: string;
  address: string;
  field: NormalizedField;
  extras(): FieldExtras;
  value(): unknown;
  display(): FieldView['display'];
  pattern(): FieldPattern;
  required(): boolean;
  errors(): readonly string[];
}

/** A view over a source. */
export function createFieldView(source: FieldViewSource): FieldView {
  const view: FieldView = {
    path: source.path,
    address: source.address,
    field: source.field,
    get value() {
      return source.value();
    },
    get display() {
      return source.display();
    },
    get pattern() {
      return source.pattern();
    },
    get required() {
      return source.required();
    },
    get errors() {
      return source.errors();
    },
    get optionPatch() {
      return source.extras().optionPatch;
    },
    get optionPatchVersion() {
      return source.extras().optionPatchVersion;
    },
    get optionQuery() {
      return source.extras().optionQuery;
    },
    get optionQueryVersion() {
      return source.extras().optionQueryVersion;
    },
    get cells() {
      return source.extras().cells;
    },
    subscribe(select, listener, options) {
      return reaction(() => select(view), listener, { fireImmediately: options?.fireImmediately ?? false });
    },
  };
  return view;
}
