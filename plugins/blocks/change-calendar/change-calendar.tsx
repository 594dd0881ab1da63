import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type TouchEvent } from 'react';
import { Tag } from 'antd-mobile';
import { AppLink, RequestBoundary, TabStrip, useDates, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { statusColor, statusKey } from '../ticket-shared/status';
import { ticketRoutes } from '../ticket-shared/model';
import { CALENDAR_LOCALES, EN_MONTHS } from './locales';
import {
  CALENDAR_VIEWS,
  DEFAULT_OFFSET,
  DEFAULT_SETTING,
  DEFAULT_VIEW,
  STATUS_FILTER_KEYS,
  calendarPaths,
  defaultFilters,
  initialDay,
  isSameDay,
  listBody,
  monthGrid,
  monthListBody,
  monthOf,
  monthParts,
  moveDay,
  readChangeList,
  readMonthList,
  readSetting,
  shiftMonth,
  statusListOf,
  weekdayOrder,
  type CalendarChange,
  type CalendarSetting,
  type CalendarView,
  type MonthChanges,
  type StatusFilter,
  type WeekStart,
} from './model';
import type { ChangeCalendarProps } from './props';
import './change-calendar.css';

export type { ChangeCalendarProps } from './props';

/** A horizontal swipe at least this long (px), and longer than it is tall, changes the month. */
const SWIPE_PX = 50;

/**
 * /changeCalender: the changes of a month by planned start and end (service-desk §4, §7). The month view (default)
 * is a grid of days, each a button naming its date and how many changes it has; tapping one lists them below. The
 * list view lists the month's changes by planned start. The status filter opens with the user's setting (in process,
 * plus closed and finished unless hidden); arrows, swipes and Page Up / Page Down change the month. Days are the
 * configured zone's (`timeZoneOffset`), never the device's.
 */
export default function ChangeCalendar({ weekStartsOn = 'monday', settingsPath = '/changeCalenderSetting' }: ChangeCalendarProps) {
  usePluginTexts(CALENDAR_LOCALES);
  const t = useT();
  // The setting only chooses the first filter: when it cannot be read, the calendar opens with everything shown.
  const setting = useRequest(
    (signal, rt) =>
      rt.request.get<unknown>(rt.request.path('business', calendarPaths.getSetting), { signal, silent: true }).then(readSetting, () => ({ ...DEFAULT_SETTING })),
    [],
  );
  return (
    <div className="sd-cal" data-testid="change-calendar">
      <RequestBoundary request={setting} errorTitle={t('changeCalendar.loadFailed')} testId="change-calendar-setting">
        {(loaded) => <Calendar setting={loaded} weekStart={weekStartsOn === 'sunday' ? 0 : 1} settingsPath={settingsPath} />}
      </RequestBoundary>
    </div>
  );
}

function useMonthTitle() {
  const t = useT();
  return useCallback(
    (month: string) => {
      const { year, month: m } = monthParts(month);
      return t('changeCalendar.monthTitle', { year, month: m, monthName: EN_MONTHS[m - 1] });
    },
    [t],
  );
}

function Calendar({ setting, weekStart, settingsPath }: { setting: CalendarSetting; weekStart: WeekStart; settingsPath: string }) {
  const t = useT();
  const runtime = useRuntime();
  const offset = runtime.config.timeZoneOffset ?? DEFAULT_OFFSET;
  const id = useId();
  const [today] = useState(() => Date.now());
  const [month, setMonth] = useState(() => monthOf(today, offset));
  const [view, setView] = useState<CalendarView>(DEFAULT_VIEW);
  const [filters, setFilters] = useState<StatusFilter[]>(() => defaultFilters(setting));
  const [selected, setSelected] = useState(() => initialDay(month, today, offset));
  const statusList = useMemo(() => statusListOf(filters), [filters]);
  const title = useMonthTitle()(month);

  const goMonth = (delta: number) => {
    const next = shiftMonth(month, delta);
    setMonth(next);
    setSelected(initialDay(next, today, offset));
  };

  return (
    <>
      <div className="sd-cal__bar">
        <TabStrip<CalendarView>
          tabs={CALENDAR_VIEWS}
          activeKey={view}
          onChange={setView}
          title={(key) => t(`changeCalendar.view.${key}`)}
          label={t('changeCalendar.views')}
          idPrefix={`${id}-view`}
          className="sd-cal__views"
          testId="calendar-views"
        />
        <AppLink to={settingsPath} className="sd-cal__settings" data-testid="calendar-settings-link">
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M19.4 13a7.5 7.5 0 0 0 0-2l2.1-1.6-2-3.5-2.5 1a7.4 7.4 0 0 0-1.7-1L15 3.2h-4l-.4 2.7a7.4 7.4 0 0 0-1.7 1l-2.5-1-2 3.5L6.6 11a7.5 7.5 0 0 0 0 2l-2.1 1.6 2 3.5 2.5-1a7.4 7.4 0 0 0 1.7 1l.3 2.7h4l.4-2.7a7.4 7.4 0 0 0 1.7-1l2.5 1 2-3.5zM13 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7z"
            />
          </svg>
          <span>{t('changeCalendar.settings')}</span>
        </AppLink>
      </div>
      <StatusChips filters={filters} onChange={setFilters} />
      <nav className="sd-cal__nav" aria-label={title}>
        <button type="button" className="sd-icon-button" onClick={() => goMonth(-1)} aria-label={t('changeCalendar.previousMonth')} data-testid="calendar-prev">
          <span aria-hidden="true">‹</span>
        </button>
        <h2 className="sd-cal__title" aria-live="polite" data-testid="calendar-title">
          {title}
        </h2>
        <button type="button" className="sd-icon-button" onClick={() => goMonth(1)} aria-label={t('changeCalendar.nextMonth')} data-testid="calendar-next">
          <span aria-hidden="true">›</span>
        </button>
        {month !== monthOf(today, offset) ? (
          <button
            type="button"
            className="sd-cal__today"
            onClick={() => {
              const current = monthOf(today, offset);
              setMonth(current);
              setSelected(initialDay(current, today, offset));
            }}
            data-testid="calendar-today"
          >
            {t('changeCalendar.today')}
          </button>
        ) : null}
      </nav>
      <div id={`${id}-view-panel-${view}`} role="tabpanel" aria-labelledby={`${id}-view-tab-${view}`}>
        {view === 'month' ? (
          <MonthView month={month} title={title} today={today} offset={offset} weekStart={weekStart} statusList={statusList} selected={selected} onSelect={setSelected} onMonth={goMonth} />
        ) : (
          <ListView month={month} title={title} offset={offset} statusList={statusList} onMonth={goMonth} />
        )}
      </div>
    </>
  );
}

/** The status filter: toggle chips (real checkboxes); the last one chosen stays (an empty filter would mean all). */
function StatusChips({ filters, onChange }: { filters: StatusFilter[]; onChange(next: StatusFilter[]): void }) {
  const t = useT();
  return (
    <fieldset className="sd-cal__filter" data-testid="calendar-filter">
      <legend className="sd-visually-hidden">{t('changeCalendar.filter')}</legend>
      {STATUS_FILTER_KEYS.map((key) => {
        const checked = filters.includes(key);
        const last = checked && filters.length === 1;
        return (
          <label key={key} className={`sd-chip${checked ? ' sd-chip--on' : ''}`} data-testid={`calendar-filter-${key}`}>
            <input
              type="checkbox"
              name="calendar-status"
              value={key}
              checked={checked}
              aria-disabled={last || undefined}
              onChange={() => {
                if (last) return;
                onChange(checked ? filters.filter((f) => f !== key) : [...filters, key]);
              }}
            />
            <span>{t(`changeCalendar.status.${key}`)}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Horizontal swipes on an element: left = next month, right = previous. */
function useSwipe(onMonth: (delta: number) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onTouchStart: (event: TouchEvent) => {
      const touch = event.touches[0];
      start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
    },
    onTouchEnd: (event: TouchEvent) => {
      const from = start.current;
      const touch = event.changedTouches[0];
      start.current = null;
      if (!from || !touch) return;
      const dx = touch.clientX - from.x;
      const dy = touch.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) onMonth(dx < 0 ? 1 : -1);
    },
  };
}

interface MonthViewProps {
  month: string;
  title: string;
  today: number;
  offset: number;
  weekStart: WeekStart;
  statusList: number[];
  selected: string;
  onSelect(date: string): void;
  onMonth(delta: number): void;
}

function MonthView({ month, title, today, offset, weekStart, statusList, selected, onSelect, onMonth }: MonthViewProps) {
  const t = useT();
  const changes = useRequest(
    (signal, rt) =>
      rt.request
        .post<unknown>(rt.request.path('business', calendarPaths.monthList), monthListBody(month, statusList, offset), { signal, silent: true })
        .then((data) => readMonthList(data, offset)),
    [month, offset, statusList.join()],
  );
  // The grid is the month's at once; its counts come when the month's changes have loaded.
  const loaded = !changes.loading && !changes.error ? changes.data : undefined;
  const dayChanges = loaded?.get(selected) ?? [];
  const { month: m } = monthParts(month);
  const day = Number(selected.slice(8));
  return (
    <>
      <MonthGrid month={month} title={title} today={today} offset={offset} weekStart={weekStart} changes={loaded} selected={selected} onSelect={onSelect} onMonth={onMonth} />
      <section className="sd-cal__day" aria-labelledby="sd-cal-day-heading" data-testid="calendar-day">
        <RequestBoundary
          request={changes}
          errorTitle={t('changeCalendar.loadFailed')}
          isEmpty={(data) => [...data.values()].every((list) => list.length === 0)}
          empty={{ description: t('changeCalendar.empty') }}
          skeletonRows={3}
          testId="calendar-month"
        >
          {() => (
            <>
              <h3 id="sd-cal-day-heading" className="sd-cal__heading" data-testid="calendar-day-heading">
                {t('changeCalendar.dayHeading', { month: m, monthName: EN_MONTHS[m - 1], day, count: dayChanges.length })}
              </h3>
              {dayChanges.length ? (
                <ChangeList changes={dayChanges} offset={offset} day={selected} testId="calendar-day-changes" />
              ) : (
                <p className="sd-cal__none">{t('changeCalendar.noChangesDay')}</p>
              )}
            </>
          )}
        </RequestBoundary>
      </section>
    </>
  );
}

interface MonthGridProps {
  month: string;
  title: string;
  today: number;
  offset: number;
  weekStart: WeekStart;
  changes: MonthChanges | undefined;
  selected: string;
  onSelect(date: string): void;
  onMonth(delta: number): void;
}

/** The days of the month: one button each (roving focus: arrows move by a day or a week, Page Up / Down by a month). */
export function MonthGrid({ month, title, today, offset, weekStart, changes, selected, onSelect, onMonth }: MonthGridProps) {
  const t = useT();
  const grid = useRef<HTMLDivElement>(null);
  const weeks = useMemo(() => monthGrid(month, today, offset, weekStart), [month, today, offset, weekStart]);
  const weekdays = weekdayOrder(weekStart);
  const { month: m } = monthParts(month);
  const swipe = useSwipe(onMonth);

  const focusDay = (date: string) => {
    onSelect(date);
    // After React has rendered the new roving tab stop.
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      onMonth(event.key === 'PageUp' ? -1 : 1);
      return;
    }
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = moveDay(selected, step);
    if (next) focusDay(next);
  };

  return (
    <div
      ref={grid}
      className="sd-cal__grid"
      role="group"
      aria-label={t('changeCalendar.gridLabel', { title })}
      aria-busy={changes === undefined || undefined}
      onKeyDown={onKeyDown}
      {...swipe}
      data-testid="calendar-grid"
      data-month={month}
      data-loaded={changes !== undefined || undefined}
    >
      <div className="sd-cal__week sd-cal__week--head" aria-hidden="true">
        {weekdays.map((d) => (
          <span key={d} className="sd-cal__weekday">
            {t(`changeCalendar.weekdays.${d}`)}
          </span>
        ))}
      </div>
      {weeks.map((week, i) => (
        <div className="sd-cal__week" key={i}>
          {week.map((cell, j) => {
            if (!cell) return <span key={`blank-${j}`} className="sd-cal__blank" aria-hidden="true" />;
            const count = changes?.get(cell.date)?.length ?? 0;
            const isSelected = cell.date === selected;
            const weekday = t(`changeCalendar.weekdayNames.${cell.weekday}`);
            const name = t(cell.isToday ? 'changeCalendar.dayNameToday' : 'changeCalendar.dayName', { month: m, monthName: EN_MONTHS[m - 1], day: cell.day, weekday, count });
            return (
              <button
                key={cell.date}
                type="button"
                className={['sd-cal__cell', isSelected ? 'sd-cal__cell--selected' : '', cell.isToday ? 'sd-cal__cell--today' : '', count ? 'sd-cal__cell--busy' : ''].filter(Boolean).join(' ')}
                tabIndex={isSelected ? 0 : -1}
                aria-pressed={isSelected}
                aria-label={name}
                onClick={() => onSelect(cell.date)}
                data-date={cell.date}
                data-count={count}
                data-testid="calendar-day-cell"
              >
                <span className="sd-cal__num" aria-hidden="true">
                  {cell.day}
                </span>
                {count ? (
                  <span className="sd-cal__count" aria-hidden="true">
                    {count}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

function ListView({ month, title, offset, statusList, onMonth }: { month: string; title: string; offset: number; statusList: number[]; onMonth(delta: number): void }) {
  const t = useT();
  const swipe = useSwipe(onMonth);
  const changes = useRequest(
    (signal, rt) =>
      rt.request.post<unknown>(rt.request.path('business', calendarPaths.list), listBody(month, statusList, offset), { signal, silent: true }).then((data) => readChangeList(data, offset)),
    [month, offset, statusList.join()],
  );
  return (
    <section className="sd-cal__list" aria-labelledby="sd-cal-list-heading" {...swipe} data-testid="calendar-list">
      <RequestBoundary
        request={changes}
        errorTitle={t('changeCalendar.loadFailed')}
        isEmpty={(list) => list.length === 0}
        empty={{ description: t('changeCalendar.empty') }}
        testId="calendar-list"
      >
        {(list) => (
          <>
            <h3 id="sd-cal-list-heading" className="sd-cal__heading">
              {t('changeCalendar.listHeading', { title, count: list.length })}
            </h3>
            <ChangeList changes={list} offset={offset} testId="calendar-list-changes" />
          </>
        )}
      </RequestBoundary>
    </section>
  );
}

/** Changes, each a link to its ticket: number, title, planned span and status. */
function ChangeList({ changes, offset, day, testId }: { changes: CalendarChange[]; offset: number; day?: string; testId: string }) {
  const t = useT();
  const dates = useDates();
  const span = (change: CalendarChange) => {
    // Within the day shown: times only; across days (or in the list): dates too.
    const oneDay = isSameDay(change, offset);
    const startFormat = day && oneDay ? 'HH:mm' : 'MM-DD HH:mm';
    const endFormat = oneDay ? 'HH:mm' : 'MM-DD HH:mm';
    return t('changeCalendar.span', { start: dates.exact(change.start, startFormat), end: dates.exact(change.end, endFormat) });
  };
  return (
    <ul className="sd-cal__changes" data-testid={testId}>
      {changes.map((change) => (
        <li key={change.workOrderId}>
          <AppLink to={ticketRoutes.detail(change.workOrderId)} className="sd-cal__change" data-testid="calendar-change" data-id={change.workOrderId}>
            <span className="sd-cal__change-main">
              <span className="sd-cal__change-title">{change.title}</span>
              <span className="sd-cal__change-meta">
                {change.preNum ? <span className="sd-cal__change-num">{change.preNum}</span> : null}
                <span>{span(change)}</span>
              </span>
            </span>
            <Tag color={statusColor(change.dataStatus)} fill="outline" className="sd-cal__status">
              {t(`app.status.${statusKey(change.dataStatus)}`)}
            </Tag>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
