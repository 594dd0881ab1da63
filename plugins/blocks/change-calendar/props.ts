import type { BlockPropsFromSchema } from '../shared/props';

/** Props of the `changeCalendar` block in page JSON (the source of {@link ChangeCalendarProps}). */
export const changeCalendarPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    weekStartsOn: {
      enum: ['monday', 'sunday'],
      default: 'monday',
      description: 'The first column of the month grid.',
    },
    settingsPath: {
      type: 'string',
      default: '/changeCalenderSetting',
      description: 'Where the settings button leads.',
    },
  },
} as const;

/** Props of the change calendar (page JSON). */
export type ChangeCalendarProps = BlockPropsFromSchema<typeof changeCalendarPropsSchema>;

/** Props of the `changeCalendarSetting` block in page JSON (the source of {@link ChangeCalendarSettingProps}). */
export const changeCalendarSettingPropsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {},
} as const;

/** Props of the calendar's settings page (none). */
export type ChangeCalendarSettingProps = BlockPropsFromSchema<typeof changeCalendarSettingPropsSchema>;

declare module '@core/registry' {
  interface BlockPropsRegistry {
    changeCalendar: ChangeCalendarProps;
    changeCalendarSetting: ChangeCalendarSettingProps;
  }
}
