import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Popup, SafeArea } from 'antd-mobile';
import { DialogFocus, useDialogTitleId } from '@react/a11y/dialog-focus';
import { useRuntime, useT } from '@react/runtime/runtime-provider';
import { useRequest } from '@react/hooks/use-request';
import {
  columnSaveBody,
  defaultFilters,
  filterStatuses,
  readCustomView,
  readFilterModels,
  readUrgencyEnum,
  slaCodes,
  sortDirections,
  sortFields,
  urgencyLevels,
  worklistPaths,
  type ColumnSetting,
  type SortDirection,
  type SortField,
  type WorklistFilters,
} from './model';
import { statusKey } from '../ticket-shared/status';
import './filter-sheet.css';

/** Props of {@link FilterSheet}. */
export interface FilterSheetProps {
  open: boolean;
  filters: WorklistFilters;
  /** The custom view of the open tab: the process choice stays inside its range. */
  customViewId?: string;
  columns: readonly ColumnSetting[];
  onClose(): void;
  onApply(filters: WorklistFilters): void;
  /** The column setting was saved (`listQueryDef/save`). */
  onColumnsSaved(columns: ColumnSetting[]): void;
}

/** A group of toggle chips: real checkboxes (keyboard, screen readers), styled as chips. */
function ChipGroup<V extends string | number>({ legend, options, selected, onChange, name }: { legend: string; name: string; options: ReadonlyArray<{ value: V; label: string }>; selected: readonly V[]; onChange(next: V[]): void }) {
  return (
    <fieldset className="sd-wl-filter__group" data-testid={`worklist-filter-${name}`}>
      <legend className="sd-wl-filter__legend">{legend}</legend>
      <div className="sd-wl-filter__chips">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label key={String(option.value)} className={`sd-chip${checked ? ' sd-chip--on' : ''}`}>
              <input
                type="checkbox"
                name={name}
                value={String(option.value)}
                checked={checked}
                onChange={() => onChange(checked ? selected.filter((value) => value !== option.value) : [...selected, option.value])}
              />
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function Section({ children }: { children: ReactNode }) {
  return <div className="sd-wl-filter__section">{children}</div>;
}

/**
 * Filters and sort of a worklist in a bottom sheet (issue 15): status, process (models with a preNum, inside the
 * custom view's range), urgency (from the server's enum), SLA status, created-time range, sort field and direction
 * ("no sort" sends none); and which parts each card shows, saved with `listQueryDef/save`. Nothing applies until
 * "Apply"; a start date after the end date is refused with a message and the choices stay.
 */
export function FilterSheet({ open, filters, customViewId, columns, onClose, onApply, onColumnsSaved }: FilterSheetProps) {
  const t = useT();
  const runtime = useRuntime();
  const titleId = useDialogTitleId();
  const [draft, setDraft] = useState<WorklistFilters>(filters);
  const [columnDraft, setColumnDraft] = useState<ColumnSetting[]>(() => columns.map((column) => ({ ...column })));
  const [rangeError, setRangeError] = useState(false);
  const [saving, setSaving] = useState(false);

  // Each opening starts from what applies now (not on every render of the page while it is open).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) {
      setDraft(filters);
      setColumnDraft(columns.map((column) => ({ ...column })));
      setRangeError(false);
    }
    wasOpen.current = open;
  }, [open, filters, columns]);

  const view = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', worklistPaths.customView), { params: { id: customViewId }, signal, silent: true }).then(readCustomView),
    [customViewId],
    { enabled: open && customViewId !== undefined },
  );
  const range = customViewId !== undefined ? view.data?.processRange : undefined;
  const models = useRequest((signal, rt) => rt.request.get<unknown>(rt.request.path('business', worklistPaths.models), { signal, silent: true }), [], { enabled: open });
  const urgency = useRequest((signal, rt) => rt.request.get<unknown>(rt.request.path('business', worklistPaths.urgencyEnum), { signal, silent: true }), [], { enabled: open });
  const modelOptions = readFilterModels(models.data, range).map((model) => ({ value: model.preNum, label: model.name }));
  const urgencyFromServer = readUrgencyEnum(urgency.data);
  const urgencyOptions = urgencyFromServer.length ? urgencyFromServer : urgencyLevels.map((value) => ({ value, label: t(`app.urgency.${value}`) }));

  const set = (patch: Partial<WorklistFilters>) => {
    setRangeError(false);
    setDraft((previous) => ({ ...previous, ...patch }));
  };
  const apply = () => {
    if (draft.createdFrom && draft.createdTo && draft.createdFrom > draft.createdTo) {
      setRangeError(true);
      return;
    }
    onApply(draft);
  };
  const saveColumns = async () => {
    setSaving(true);
    try {
      await runtime.request.post(runtime.request.path('business', worklistPaths.saveQueryDef), columnSaveBody(columnDraft));
      onColumnsSaved(columnDraft);
      runtime.bus.emit('toast:show', { type: 'success', message: t('worklist.columnsSaved') });
    } catch {
      // The request client showed the server's message; the choices stay.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Popup visible={open} onMaskClick={onClose} position="bottom" bodyClassName="sd-wl-filter__body" destroyOnClose>
      <DialogFocus open={open} labelledBy={titleId} onEscape={onClose}>
        <div className="sd-wl-filter" data-testid="worklist-filter-sheet">
          <div className="sd-wl-filter__header">
            <h2 id={titleId} className="sd-wl-filter__title">
              {t('worklist.filterTitle')}
            </h2>
            <button type="button" className="sd-wl-filter__close" onClick={onClose}>
              {t('worklist.close')}
            </button>
          </div>
          <div className="sd-wl-filter__scroll">
            <Section>
              <ChipGroup legend={t('worklist.status')} name="status" options={filterStatuses.map((value) => ({ value, label: t(`app.status.${statusKey(value)}`) }))} selected={draft.statusList} onChange={(statusList) => set({ statusList })} />
            </Section>
            {modelOptions.length > 0 && (
              <Section>
                <ChipGroup legend={t('worklist.process')} name="process" options={modelOptions} selected={draft.preNumList} onChange={(preNumList) => set({ preNumList })} />
              </Section>
            )}
            <Section>
              <ChipGroup legend={t('worklist.urgencyTitle')} name="urgency" options={urgencyOptions} selected={draft.urgentLevel} onChange={(urgentLevel) => set({ urgentLevel })} />
            </Section>
            <Section>
              <ChipGroup legend={t('worklist.slaTitle')} name="sla" options={slaCodes.map((value) => ({ value, label: t(`worklist.sla.${value}`) }))} selected={draft.slaStatus} onChange={(slaStatus) => set({ slaStatus })} />
            </Section>
            <Section>
              <fieldset className="sd-wl-filter__group">
                <legend className="sd-wl-filter__legend">{t('worklist.createdTime')}</legend>
                <div className="sd-wl-filter__dates">
                  <label className="sd-wl-filter__date">
                    <span>{t('worklist.from')}</span>
                    <input type="date" value={draft.createdFrom ?? ''} max={draft.createdTo || undefined} onChange={(event) => set({ createdFrom: event.target.value || undefined })} data-testid="worklist-filter-from" aria-invalid={rangeError} aria-describedby={rangeError ? `${titleId}-range` : undefined} />
                  </label>
                  <label className="sd-wl-filter__date">
                    <span>{t('worklist.to')}</span>
                    <input type="date" value={draft.createdTo ?? ''} min={draft.createdFrom || undefined} onChange={(event) => set({ createdTo: event.target.value || undefined })} data-testid="worklist-filter-to" aria-invalid={rangeError} />
                  </label>
                </div>
                {rangeError && (
                  <p className="sd-wl-filter__error" id={`${titleId}-range`} role="alert">
                    {t('worklist.invalidRange')}
                  </p>
                )}
              </fieldset>
            </Section>
            <Section>
              <fieldset className="sd-wl-filter__group">
                <legend className="sd-wl-filter__legend">{t('worklist.sort')}</legend>
                <div className="sd-wl-filter__dates">
                  <label className="sd-wl-filter__date">
                    <span className="sd-visually-hidden">{t('worklist.sort')}</span>
                    <select value={draft.sortField} onChange={(event) => set({ sortField: event.target.value as SortField })} data-testid="worklist-sort-field" disabled={draft.sortDirection === 'all'}>
                      {sortFields.map((field) => (
                        <option key={field} value={field}>
                          {t(`worklist.sortField.${field}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <label className="sd-wl-filter__date">
                    <span className="sd-visually-hidden">{t('worklist.direction.desc')}</span>
                    <select value={draft.sortDirection} onChange={(event) => set({ sortDirection: event.target.value as SortDirection })} data-testid="worklist-sort-direction">
                      {sortDirections.map((direction) => (
                        <option key={direction} value={direction}>
                          {t(`worklist.direction.${direction}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                </div>
              </fieldset>
            </Section>
            <Section>
              <fieldset className="sd-wl-filter__group" data-testid="worklist-columns">
                <legend className="sd-wl-filter__legend">{t('worklist.columns')}</legend>
                <div className="sd-wl-filter__chips">
                  {columnDraft.map((column, index) => {
                    const checked = column.isSelected && !column.isHidden;
                    return (
                      <label key={column.key} className={`sd-chip${checked ? ' sd-chip--on' : ''}`}>
                        <input
                          type="checkbox"
                          name="columns"
                          value={column.key}
                          checked={checked}
                          onChange={() => setColumnDraft((previous) => previous.map((item, at) => (at === index ? { ...item, isSelected: !checked, isHidden: checked } : item)))}
                        />
                        <span>{t(`worklist.columnNames.${column.key}`)}</span>
                      </label>
                    );
                  })}
                </div>
                <button type="button" className="sd-wl-filter__secondary" onClick={() => void saveColumns()} disabled={saving} aria-busy={saving} data-testid="worklist-save-columns">
                  {t('worklist.saveColumns')}
                </button>
              </fieldset>
            </Section>
          </div>
          <div className="sd-wl-filter__footer">
            <button type="button" className="sd-wl-filter__secondary" onClick={() => set({ ...defaultFilters })} data-testid="worklist-filter-reset">
              {t('worklist.reset')}
            </button>
            <button type="button" className="sd-wl-filter__primary" onClick={apply} data-testid="worklist-filter-apply">
              {t('worklist.apply')}
            </button>
          </div>
          <SafeArea position="bottom" />
        </div>
      </DialogFocus>
    </Popup>
  );
}
