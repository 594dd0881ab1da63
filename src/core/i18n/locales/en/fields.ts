// fields texts (en). Keys must match the other language's file (a test checks it).
// Field plugins (plugins/fields); option-picker texts shared with the option sources live in `options.*`.
const fields = {
  pleaseEnter: 'Please enter',
  pleaseSelect: 'Please select',
  /** Between the labels of a multi-value field. */
  listSeparator: ', ',
  selectedTitle: 'Selected ({{count}})',
  viewSelected: 'View selected',
  removeItem: 'Remove {{label}}',
  autoNumber: {
    pending: 'Generated on submit',
  },
  quote: {
    from: 'Quoted from: {{source}}',
  },
  star: {
    /** i18next plurals by `count` (the star's number / the number of stars). */
    value_one: '{{count}} star',
    value_other: '{{count}} stars',
    of_one: '{{value}} of {{count}} star',
    of_other: '{{value}} of {{count}} stars',
  },
  banner: {
    info: 'Info',
    success: 'Success',
    warning: 'Warning',
  },
} as const;
export default fields;
