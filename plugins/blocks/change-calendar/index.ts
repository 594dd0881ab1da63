// Change calendar blocks (/changeCalender, /changeCalenderSetting): the month view (default) and list view of the
// changes by planned start and end with a status filter, and the page of its setting (hide closed / finished).
import { defineBlock } from '@core/registry';
import { lazyBlock } from '../shared/props';
import { changeCalendarPropsSchema, changeCalendarSettingPropsSchema } from './props';

export { changeCalendarPropsSchema, changeCalendarSettingPropsSchema, type ChangeCalendarProps, type ChangeCalendarSettingProps } from './props';
export { CHANGE_CALENDAR, calendarPaths, STATUS_FILTERS, type CalendarSetting, type StatusFilter } from './model';

export const changeCalendarBlock = defineBlock({
  name: 'changeCalendar',
  ...lazyBlock(changeCalendarPropsSchema, () => import('./change-calendar')),
});

export const changeCalendarSettingBlock = defineBlock({
  name: 'changeCalendarSetting',
  ...lazyBlock(changeCalendarSettingPropsSchema, () => import('./change-calendar-setting')),
});
