// options texts (en). Keys must match the other language's file (a test checks it).
// Option pickers, option sources and the form-data display rules (src/core/form/options, src/core/form/data).
const options = {
  noData: 'No data',
  loading: 'Loading...',
  loadFailed: 'Failed to load options, please try again',
  apiFormatError: 'API does not conform to the format',
  searchPlaceholder: 'Search',
  selectAll: 'Select all',
  cancel: 'Cancel',
  clear: 'Clear',
  back: 'Back',
  confirm: 'OK',
  confirmWithCount: 'OK ({{count}})',
  selectedCount: '{{count}} selected',
  selected: 'Selected',
  optionDeleted: 'Deleted',
  optionDisabled: 'Disabled',
  /** Placeholder texts the server stores for an empty title / description (treated as empty). */
  placeholder: {
    untitled: 'Untitled',
    notFilled: 'Not filled',
  },
  /** dayjs formats of the list date display (text in [] is literal). */
  date: {
    today: '[Today] HH:mm',
    yesterday: '[Yesterday] HH:mm',
    monthDay: 'MM/DD',
    full: 'YYYY/MM/DD',
    monthDayTime: 'MM/DD HH:mm',
    fullTime: 'YYYY/MM/DD HH:mm',
  },
} as const;
export default options;
