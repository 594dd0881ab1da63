import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { isVoidField, type Field, type GeneralField } from '@formily/core';
import { useField } from '@formily/react';
import { raw } from '@formily/reactive';
import { translateCommonProps } from '@core/form/interpreter/props';
import { parseCellKey, parseCellPath } from '@core/form/permissions/table';
import { isRecord } from '@core/form/rules/util';
import { ownValue } from '@core/form/keys/records';
import type { FieldStatePatch } from '@core/form/types';
import { useConfirm, useRuntime, useT } from '@react';
import { createViewportTracker, findScrollRoot, isRenderableComponent, ReadPrettyText, UnknownField, useFieldView, useSchemaFormSession, type ViewportTracker } from '@react/form';
import { readPrettyOf } from '@react/form/connect-field';
import { FieldA11yContext, type FieldA11y } from '@react/form/field-a11y';
import { rowRange, useRowBand } from '@react/hooks/use-row-band';
import { ReadOnlyText } from '../shared/read-only';
import { fadedStyle } from '../shared/field-env';
import {
  addRow,
  cellViewOf,
  cellViewSignature,
  deleteRow,
  needsDefaultRow,
  parseCellViewSignature,
  rowDataOf,
  rowKeyOf,
  rowNumOf,
  rowsOf,
  setCellValue,
  type CellView,
  type TableColumn,
  type TableRowValue,
} from './normalize';
import './table-form.css';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type CellComponent = ComponentType<Record<string, unknown>>;

/** Moves focus to the table's add button (else the table) when it is lost after a row was deleted; waits up to a second for the confirmation to close. */
function focusAfterDelete(container: { readonly current: HTMLElement | null }, tries = 10): void {
  setTimeout(() => {
    const box = container.current;
    if (!box?.isConnected) return;
    const active = document.activeElement;
    if (active?.closest('[role="dialog"], [role="alertdialog"], .adm-dialog, .adm-center-popup-wrap')) {
      if (tries > 0) focusAfterDelete(container, tries - 1);
      return;
    }
    if (active && active !== document.body && active.isConnected && !active.contains(box)) return;
    (box.querySelector<HTMLElement>('.sd-table-form__toolbar button') ?? box).focus();
  }, 100);
}

/** Props of the table view shared by the edit component and the read-only display. */
export interface TableFormViewProps {
  value?: unknown;
  onChange?: (rows: TableRowValue[]) => void;
  onBlur?: () => void;
  onFocus?: () => void;
  disabled?: boolean;
  readOnly?: boolean;
  /** The columns (from `mapTableFormProps`). */
  columns?: readonly TableColumn[];
  /** Fixed rows: no add or delete. @default false */
  fixedRows?: boolean;
  /** `read`: every cell with its read-only display ('--' when empty), no row actions. */
  display: 'edit' | 'read';
  /** Screens above and below the visible area whose rows stay mounted. @default 1 */
  overscanScreens?: number;
  /** What the table reads from its Formily field (from {@link useTableBinding}); absent outside SchemaForm. */
  binding?: TableBinding;
}

/** What the table reads of its field: its Formily field, cell states, whether its rules failed, its cells' messages. */
export interface TableBinding {
  field?: Field;
  cells: Readonly<Record<string, FieldStatePatch>>;
  failed: boolean;
  /** Messages of single cells by cell address, from the session's compiled cell rules. */
  cellErrors?: () => Promise<Record<string, string>>;
}

const EMPTY_CELLS: Readonly<Record<string, FieldStatePatch>> = Object.freeze({});
const UNBOUND: TableBinding = { cells: EMPTY_CELLS, failed: false };

/**
 * Reads the table's field view (SchemaForm provides it). Call it in the render of an `observer`
 * component: the reads are tracked, so cell states and validation results re-render the table.
 */
export function useTableBinding(): TableBinding {
  const node = useField<GeneralField | null>();
  const field = node && !isVoidField(node) ? (node as Field) : undefined;
  const view = useFieldView();
  const session = useSchemaFormSession();
  const cells = view?.cells ?? EMPTY_CELLS;
  const path = view?.path;
  const failed = view ? view.errors.some(Boolean) : false;
  const cellErrors = useMemo(() => (session && path !== undefined ? () => session.cellErrors(path) : undefined), [session, path]);
  return useMemo(() => ({ field, cells, failed, cellErrors }), [field, cells, failed, cellErrors]);
}

/** A column with its cell plugin resolved once per column list. */
interface ColumnPlan {
  column: TableColumn;
  edit?: CellComponent;
  read?: CellComponent;
  /** The cell plugin's mapped props (`inTable` set) plus the common ones (placeholder). */
  props: Record<string, unknown>;
  known: boolean;
}

const ROW_HEADER_HEIGHT = 44;
const CELL_HEIGHT = 52;

/** Keeps the previous object while the next one has the same JSON (columns arrive as fresh copies every render). */
function useStable<T>(value: T): T {
  const ref = useRef<{ json: string; value: T }>();
  const json = JSON.stringify(value) ?? '';
  if (!ref.current || ref.current.json !== json) ref.current = { json, value };
  return ref.current.value;
}

function sameCell(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

function sameErrors(a: Readonly<Record<string, string>> | undefined, b: Readonly<Record<string, string>> | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The TABLE_FORM view: a toolbar (row count, add row), then one card per
 * row, keyed by the row's id and memoised, so adding a row or deleting
 * row 0 renders only the rows that changed. Rows mount only near the
 * viewport (one IntersectionObserver per table, `viewport.ts`); the rest keep
 * a placeholder of their measured height. Cells use the registered field
 * plugins (`inTable`), their states come from the controller's cell patches
 * (row -1 = every row), and after a failed validation the cells show their
 * own messages (core `compileTableCellRules`).
 */
export function TableFormView({ value, onChange, disabled, readOnly, columns = [], fixedRows = false, display, overscanScreens = 1, binding }: TableFormViewProps) {
  const runtime = useRuntime();
  const t = useT() as Translate;
  const [confirm, confirmElement] = useConfirm();
  const { field, cells, failed, cellErrors: readCellErrors } = binding ?? UNBOUND;

  const stableColumns = useStable(columns);
  // The rows as plain objects: the value is replaced (never mutated) on every change, so the observer only
  // needs the value itself; reading 2000 rows through Formily's proxies would track every cell.
  const rows = useMemo(() => rowsOf(raw(value)), [value]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  const isRead = display === 'read';
  const tableFlags = useMemo(() => ({ readOnly: isRead || !!readOnly, disabled: !!disabled }), [isRead, readOnly, disabled]);
  const interactive = !tableFlags.readOnly && !tableFlags.disabled;
  const canChangeRows = interactive && !fixedRows;

  const registry = runtime.registry;
  const plans = useMemo<ColumnPlan[]>(
    () =>
      stableColumns.map((column) => {
        const def = registry.fields.get(column.type);
        const edit = def && isRenderableComponent(def.component) ? (def.component as CellComponent) : undefined;
        const readCandidate = def ? (def.readPretty ?? readPrettyOf(def.component)) : undefined;
        const read = isRenderableComponent(readCandidate) ? (readCandidate as CellComponent) : undefined;
        let mapped: Record<string, unknown>;
        try {
          const result = def?.mapProps ? def.mapProps({ ...column.xProps, inTable: true }) : {};
          mapped = isRecord(result) ? result : {};
        } catch {
          mapped = {};
        }
        return { column, edit, read, known: !!edit, props: { ...translateCommonProps(column.xProps).props, ...mapped } };
      }),
    [stableColumns, registry],
  );

  // The default first row of an empty editable table (host flag abortDefaultRowAdded skips it). Written
  // without input validation, so a required table is not reported before anyone touched it.
  useEffect(() => {
    if (!needsDefaultRow({ rows: rowsRef.current, editable: interactive, fixedRows, abortDefaultRowAdded: runtime.config.abortDefaultRowAdded })) return;
    const next = addRow(rowsRef.current);
    rowsRef.current = next;
    if (field) field.setValue(next);
    else onChangeRef.current?.(next);
    // Once, when the table mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Messages of single cells once the table's own rules failed (validation on input or on save).
  const [cellErrors, setCellErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!failed || !readCellErrors) {
      setCellErrors((current) => (Object.keys(current).length === 0 ? current : {}));
      return undefined;
    }
    let live = true;
    void readCellErrors().then((errors) => {
      if (live) setCellErrors(errors);
    });
    return () => {
      live = false;
    };
  }, [failed, readCellErrors, cells, rows]);

  const changeCell = useCallback((rowKey: string, columnKey: string, cellValue: unknown) => {
    const list = rowsRef.current;
    const index = list.findIndex((row, i) => rowKeyOf(row, i) === rowKey);
    if (index < 0) return;
    const next = setCellValue(list, index, columnKey, cellValue);
    rowsRef.current = next;
    onChangeRef.current?.(next);
  }, []);

  // A new row is empty: written without input validation, so its required cells are not reported
  // before anyone typed (editing a cell or deleting a row validates as any input does).
  const add = useCallback(() => {
    const next = addRow(rowsRef.current);
    rowsRef.current = next;
    if (field) field.setValue(next);
    else onChangeRef.current?.(next);
  }, [field]);

  const requestDelete = useCallback(
    async (rowKey: string) => {
      const at = rowsRef.current.findIndex((row, i) => rowKeyOf(row, i) === rowKey);
      if (at < 0) return;
      const ok = await confirm({ content: t('tableForm.confirmDelete', { index: at + 1 }), confirmText: t('tableForm.confirm'), cancelText: t('tableForm.cancel') });
      if (!ok) return;
      const list = rowsRef.current;
      const index = list.findIndex((row, i) => rowKeyOf(row, i) === rowKey);
      if (index < 0) return;
      const next = deleteRow(list, index);
      rowsRef.current = next;
      onChangeRef.current?.(next);
      // The focused delete button is gone with its row: keyboard users continue from the add button (else
      // the table), once the confirmation has closed and handed focus back (to the removed button: lost).
      focusAfterDelete(container);
    },
    [confirm, t],
  );

  // Windowing of the rows: one IntersectionObserver per table, rooted at the scrolling ancestor.
  const container = useRef<HTMLDivElement>(null);
  const tracker = useMemo<ViewportTracker | undefined>(
    () => (typeof IntersectionObserver === 'function' ? createViewportTracker({ overscanScreens, getRoot: () => findScrollRoot(container.current) }) : undefined),
    [overscanScreens],
  );
  useEffect(() => () => tracker?.dispose(), [tracker]);
  const estimatedRowHeight = ROW_HEADER_HEIGHT + Math.max(1, stableColumns.length) * CELL_HEIGHT;
  const initialRows = useMemo(() => {
    const viewport = typeof window !== 'undefined' && window.innerHeight > 0 ? window.innerHeight : 844;
    return Math.max(1, Math.ceil((viewport * (1 + overscanScreens)) / estimatedRowHeight));
  }, [overscanScreens, estimatedRowHeight]);

  // The band of the list (in its own coordinates) whose rows get a slot: the viewport plus one screen more than
  // the rows' overscan. Rows outside it are two spacers, so a 2000-row table keeps a dozen row elements in the
  // page and a change re-renders, lays out and observes only those.
  const rowsBox = useRef<HTMLDivElement>(null);
  const band = useRowBand(rowsBox, { margin: overscanScreens + 1, enabled: tracker !== undefined });

  // Cell states: the every-row signature once, rows with their own patches on their own.
  const ownRows = useMemo(() => {
    const set = new Set<number>();
    for (const key of Object.keys(cells)) {
      const cell = parseCellKey(key);
      if (cell && cell.rowNum >= 0) set.add(cell.rowNum);
    }
    return set;
  }, [cells]);
  const signatureOf = useMemo(() => {
    const generic = cellViewSignature(stableColumns.map((column) => cellViewOf(cells, -1, column, tableFlags)));
    return (rowNum: number) => (ownRows.has(rowNum) ? cellViewSignature(stableColumns.map((column) => cellViewOf(cells, rowNum, column, tableFlags))) : generic);
  }, [cells, ownRows, stableColumns, tableFlags]);

  const errorsByRow = useMemo(() => {
    const byRow = new Map<number, Record<string, string>>();
    for (const [address, message] of Object.entries(cellErrors)) {
      const cell = parseCellPath(address);
      if (!cell || cell.rowNum < 0) continue;
      byRow.set(cell.rowNum, { ...byRow.get(cell.rowNum), [cell.columnCode]: message });
    }
    return byRow;
  }, [cellErrors]);

  // Where each row is now, read by a slot when it mounts: a slot that is not mounted ignores a
  // shifted index (deleting row 0 re-renders only the mounted rows, not 499 placeholders).
  const slotStates = useRef(new Map<string, SlotState>());
  const positions = new Map<string, number>();
  const seen = new Set<string>();
  const keys = rows.map((row, index) => {
    let rowKey = rowKeyOf(row, index);
    if (seen.has(rowKey)) rowKey = `${rowKey}#${index}`;
    seen.add(rowKey);
    positions.set(rowKey, index);
    let slotState = slotStates.current.get(rowKey);
    if (!slotState) {
      slotState = { mounted: false, positions };
      slotStates.current.set(rowKey, slotState);
    }
    slotState.positions = positions;
    return rowKey;
  });
  const range = rowRange(
    keys.map((key) => slotStates.current.get(key)?.height ?? estimatedRowHeight),
    band,
  );
  const slots: ReactNode[] = [];
  for (let index = range.start; index < range.end; index++) {
    const row = rows[index];
    const rowKey = keys[index]!;
    const slotState = slotStates.current.get(rowKey)!;
    const rowNum = rowNumOf(row, index);
    const props: RowSlotProps = {
      rowKey,
      index,
      slotState,
      signature: signatureOf(rowNum),
      data: rowDataOf(row),
      plans,
      errors: errorsByRow.get(index),
      isRead,
      cellsInteractive: interactive,
      canDelete: canChangeRows,
      onCellChange: changeCell,
      onDelete: requestDelete,
      tracker,
      initiallyMounted: index < initialRows,
      estimatedHeight: estimatedRowHeight,
      opacity: runtime.config.readOnlyOpacity,
      t,
    };
    slotState.latest = props;
    slots.push(<RowSlot key={rowKey} {...props} />);
  }

  for (const key of slotStates.current.keys()) if (!positions.has(key)) slotStates.current.delete(key);

  let body: ReactNode;
  if (stableColumns.length === 0) body = <div className="sd-table-form__notice">{t('tableForm.noColumns')}</div>;
  else if (rows.length === 0) body = isRead ? <ReadOnlyText /> : <div className="sd-table-form__notice">{t('tableForm.noRows')}</div>;
  else
    body = (
      <>
        {range.before > 0 ? <div className="sd-table-form__spacer" aria-hidden="true" style={{ height: range.before }} data-testid="table-form-spacer-before" /> : null}
        {slots}
        {range.after > 0 ? <div className="sd-table-form__spacer" aria-hidden="true" style={{ height: range.after }} data-testid="table-form-spacer-after" /> : null}
      </>
    );

  return (
    <div ref={container} className={`sd-table-form sd-table-form--${display}`} data-testid="table-form" data-rows={rows.length} tabIndex={-1}>
      {isRead ? null : (
        <div className="sd-table-form__toolbar">
          <span className="sd-table-form__count">{t('tableForm.rowCount', { count: rows.length })}</span>
          {canChangeRows && stableColumns.length > 0 ? (
            <Button size="mini" color="primary" fill="outline" onClick={add}>
              {t('tableForm.addRow')}
            </Button>
          ) : null}
        </div>
      )}
      <div ref={rowsBox} className="sd-table-form__rows">
        {body}
      </div>
      {confirmElement}
    </div>
  );
}

/** A slot's mutable bookkeeping, shared with the table: whether it is mounted, and the current row positions. */
interface SlotState {
  mounted: boolean;
  positions: ReadonlyMap<string, number>;
  /** The props of the latest table render: a placeholder skips re-rendering, and reads them when it mounts. */
  latest?: RowSlotProps;
  /** The row's height when it was last measured (its card left the viewport); spacers count it. */
  height?: number;
}

interface RowSlotProps {
  rowKey: string;
  /** Position in the rows; a slot that is not mounted does not re-render for a new one. */
  index: number;
  slotState: SlotState;
  /** Cell states of the row, as `cellViewSignature`. */
  signature: string;
  data: Readonly<Record<string, unknown>>;
  plans: readonly ColumnPlan[];
  errors: Readonly<Record<string, string>> | undefined;
  isRead: boolean;
  /** The table itself can be edited (cells fade on their own only then; a locked table is faded as a whole). */
  cellsInteractive: boolean;
  canDelete: boolean;
  onCellChange: (rowKey: string, columnKey: string, value: unknown) => void;
  onDelete: (rowKey: string) => void;
  tracker: ViewportTracker | undefined;
  /** Mounted before the observer's first report (read on mount only). */
  initiallyMounted: boolean;
  estimatedHeight: number;
  opacity: number;
  t: Translate;
}

function sameRow(a: RowSlotProps, b: RowSlotProps): boolean {
  // A placeholder shows only its height: whatever else changed is read from `slotState.latest` when it mounts.
  if (!a.slotState.mounted) return a.slotState === b.slotState && a.rowKey === b.rowKey && a.tracker === b.tracker && a.estimatedHeight === b.estimatedHeight;
  if (a.index !== b.index) return false;
  if (
    a.rowKey !== b.rowKey ||
    a.slotState !== b.slotState ||
    a.signature !== b.signature ||
    a.plans !== b.plans ||
    a.isRead !== b.isRead ||
    a.cellsInteractive !== b.cellsInteractive ||
    a.canDelete !== b.canDelete ||
    a.onCellChange !== b.onCellChange ||
    a.onDelete !== b.onDelete ||
    a.tracker !== b.tracker ||
    a.estimatedHeight !== b.estimatedHeight ||
    a.opacity !== b.opacity ||
    a.t !== b.t ||
    !sameErrors(a.errors, b.errors)
  ) {
    return false;
  }
  return a.data === b.data || a.plans.every(({ column }) => sameCell(ownValue(a.data, column.key), ownValue(b.data, column.key)));
}

function containsFocus(element: HTMLElement): boolean {
  return typeof document !== 'undefined' && !!document.activeElement && element.contains(document.activeElement);
}

/** One row's place in the list: the card while near the viewport, else a placeholder of its last height. */
const RowSlot = memo(function RowSlot(props: RowSlotProps) {
  const { tracker, rowKey } = props;
  const ref = useRef<HTMLDivElement>(null);
  const [mounted, setMounted] = useState(() => !tracker || props.initiallyMounted);
  const height = useRef<number | undefined>(undefined);
  const { slotState } = props;
  slotState.mounted = mounted;
  const index = slotState.positions.get(rowKey) ?? props.index;

  useEffect(() => {
    const element = ref.current;
    if (!tracker || !element) return undefined;
    return tracker.observe(element, (near) => {
      if (near) {
        setMounted(true);
        return;
      }
      if (containsFocus(element)) return;
      const measured = element.getBoundingClientRect().height;
      if (measured > 0) {
        height.current = measured;
        slotState.height = measured;
      }
      setMounted(false);
    });
  }, [tracker, slotState]);

  return (
    <div
      ref={ref}
      className="sd-table-form__slot"
      data-row-key={rowKey}
      data-row-mounted={mounted ? 'true' : 'false'}
      style={mounted ? undefined : { height: height.current ?? slotState.height ?? props.estimatedHeight }}
    >
      {mounted ? <RowCard {...(slotState.latest ?? props)} index={index} /> : null}
    </div>
  );
}, sameRow);

function RowCard({ rowKey, index, signature, data, plans, errors, isRead, cellsInteractive, canDelete, onCellChange, onDelete, opacity, t }: RowSlotProps) {
  const views = useMemo(() => parseCellViewSignature(signature, plans.length), [signature, plans.length]);
  const title = t('tableForm.rowTitle', { index: index + 1 });
  return (
    <section className="sd-table-form__row" aria-label={title} data-row-index={index}>
      <header className="sd-table-form__row-header">
        <span className="sd-table-form__row-title">{title}</span>
        {canDelete ? (
          <button type="button" className="sd-table-form__delete" aria-label={t('tableForm.deleteRowLabel', { index: index + 1 })} onClick={() => onDelete(rowKey)}>
            {t('tableForm.deleteRow')}
          </button>
        ) : null}
      </header>
      <div className="sd-table-form__cells">
        {plans.map((plan, i) => {
          const view = views[i]!;
          if (!view.visible) return null;
          return (
            <TableCell
              key={plan.column.key}
              plan={plan}
              view={view}
              value={ownValue(data, plan.column.key)}
              error={ownValue<string>(errors, plan.column.key)}
              isRead={isRead}
              fade={cellsInteractive}
              opacity={opacity}
              rowKey={rowKey}
              onCellChange={onCellChange}
            />
          );
        })}
      </div>
    </section>
  );
}

interface TableCellProps {
  plan: ColumnPlan;
  view: CellView;
  value: unknown;
  error?: string;
  isRead: boolean;
  fade: boolean;
  opacity: number;
  rowKey: string;
  onCellChange: (rowKey: string, columnKey: string, value: unknown) => void;
}

function sameCellProps(a: TableCellProps, b: TableCellProps): boolean {
  return (
    a.plan === b.plan &&
    a.view === b.view &&
    a.error === b.error &&
    a.isRead === b.isRead &&
    a.fade === b.fade &&
    a.opacity === b.opacity &&
    a.rowKey === b.rowKey &&
    a.onCellChange === b.onCellChange &&
    sameCell(a.value, b.value)
  );
}

/** One cell: memoised, so a row whose number changed (row 0 deleted) re-renders its header only. */
const TableCell = memo(function TableCell({ plan, view, value, error, isRead, fade, opacity, rowKey, onCellChange }: TableCellProps) {
  const { column } = plan;
  const onChange = useCallback((next: unknown) => onCellChange(rowKey, column.key, next), [onCellChange, rowKey, column.key]);
  const readPretty = isRead || view.readOnly;
  let content: ReactNode;
  if (!plan.known) content = <UnknownField serverType={column.type} />;
  else if (readPretty) content = plan.read ? <plan.read {...plan.props} value={value} readOnly /> : <ReadPrettyText value={value} />;
  else if (plan.edit) content = <plan.edit {...plan.props} value={value} onChange={onChange} disabled={view.disabled || undefined} />;
  const style = fade && !isRead ? fadedStyle(view, opacity) : undefined;
  // The cell is its control's row (not the table's): its label names the control, its error describes it.
  const uid = `sd-cell-${useId().replace(/:/g, '')}`;
  const required = Boolean(view.required) && !readPretty;
  const a11y = useMemo<FieldA11y>(
    () => ({ controlId: `${uid}-control`, labelId: `${uid}-label`, errorId: error ? `${uid}-error` : undefined, descriptionId: undefined, invalid: Boolean(error), required, title: column.title }),
    [uid, error, required, column.title],
  );
  return (
    <div
      className={`sd-table-form__cell${error ? ' sd-table-form__cell--error' : ''}`}
      role="group"
      aria-label={column.title}
      data-column={column.key}
      data-disabled={view.disabled ? 'true' : undefined}
      data-readonly={view.readOnly ? 'true' : undefined}
    >
      <div className="sd-table-form__label" id={a11y.labelId}>
        {view.required && !readPretty ? (
          <span className="sd-table-form__required" aria-hidden="true">
            *
          </span>
        ) : null}
        {column.title}
      </div>
      <div className="sd-table-form__control" style={style}>
        <FieldA11yContext.Provider value={a11y}>{content}</FieldA11yContext.Provider>
      </div>
      {error ? (
        <div className="sd-table-form__error" id={a11y.errorId} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}, sameCellProps);
