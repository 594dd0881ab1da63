/**
 * Texts of the change calendar and its settings page, under the `changeCalendar` domain
 * (`t('changeCalendar.<key>')`), added when a block first renders. zh and en keep the same keys.
 */
export const changeCalendarTexts = {
  zh: {
    views: '视图',
    view: { month: '月视图', list: '列表' },
    filter: '变更状态',
    status: { inProcess: '处理中', finished: '已完成', closed: '已关闭' },
    monthTitle: '{{year}}年{{month}}月',
    previousMonth: '上个月',
    nextMonth: '下个月',
    today: '今天',
    weekdays: { '0': '日', '1': '一', '2': '二', '3': '三', '4': '四', '5': '五', '6': '六' },
    weekdayNames: { '0': '星期日', '1': '星期一', '2': '星期二', '3': '星期三', '4': '星期四', '5': '星期五', '6': '星期六' },
    dayName_one: '{{month}}月{{day}}日 {{weekday}}，{{count}} 个变更',
    dayName_other: '{{month}}月{{day}}日 {{weekday}}，{{count}} 个变更',
    dayNameToday_one: '今天，{{month}}月{{day}}日 {{weekday}}，{{count}} 个变更',
    dayNameToday_other: '今天，{{month}}月{{day}}日 {{weekday}}，{{count}} 个变更',
    dayHeading: '{{month}}月{{day}}日的变更（{{count}}）',
    gridLabel: '{{title}}，使用方向键选择日期，Page Up / Page Down 切换月份',
    noChangesDay: '这一天没有计划中的变更',
    empty: '本月没有符合条件的变更',
    loadFailed: '变更日历加载失败',
    settings: '日历设置',
    span: '{{start}} 至 {{end}}',
    listHeading: '{{title}}的变更（{{count}}）',
    settingsTitle: '变更日历设置',
    hideClose: '隐藏已关闭的变更',
    hideCloseHint: '打开后，日历默认不显示已关闭的变更',
    hideFinish: '隐藏已完成的变更',
    hideFinishHint: '打开后，日历默认不显示已完成的变更',
    saved: '设置已保存',
    settingsLoadFailed: '日历设置加载失败',
  },
  en: {
    views: 'View',
    view: { month: 'Month', list: 'List' },
    filter: 'Change status',
    status: { inProcess: 'In process', finished: 'Finished', closed: 'Closed' },
    monthTitle: '{{monthName}} {{year}}',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    today: 'Today',
    weekdays: { '0': 'Su', '1': 'Mo', '2': 'Tu', '3': 'We', '4': 'Th', '5': 'Fr', '6': 'Sa' },
    weekdayNames: { '0': 'Sunday', '1': 'Monday', '2': 'Tuesday', '3': 'Wednesday', '4': 'Thursday', '5': 'Friday', '6': 'Saturday' },
    dayName_one: '{{weekday}}, {{monthName}} {{day}}: {{count}} change',
    dayName_other: '{{weekday}}, {{monthName}} {{day}}: {{count}} changes',
    dayNameToday_one: 'Today, {{weekday}}, {{monthName}} {{day}}: {{count}} change',
    dayNameToday_other: 'Today, {{weekday}}, {{monthName}} {{day}}: {{count}} changes',
    dayHeading: 'Changes on {{monthName}} {{day}} ({{count}})',
    gridLabel: '{{title}}: arrow keys choose a day, Page Up / Page Down change the month',
    noChangesDay: 'No changes are planned on this day',
    empty: 'No changes this month match the filter',
    loadFailed: 'The change calendar could not be loaded',
    settings: 'Calendar settings',
    span: '{{start}} to {{end}}',
    listHeading: 'Changes in {{title}} ({{count}})',
    settingsTitle: 'Change calendar settings',
    hideClose: 'Hide closed changes',
    hideCloseHint: 'When on, the calendar opens without closed changes',
    hideFinish: 'Hide finished changes',
    hideFinishHint: 'When on, the calendar opens without finished changes',
    saved: 'Settings saved',
    settingsLoadFailed: 'The calendar settings could not be loaded',
  },
} as const;

/** English month names (the zh title uses the number). */
export const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** The blocks' texts by domain, added when a block first renders (they load with its code). */
export const CALENDAR_LOCALES = { changeCalendar: changeCalendarTexts };
