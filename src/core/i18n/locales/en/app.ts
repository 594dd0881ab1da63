// app texts (en). Keys must match the other language's file (a test checks it).
const app = {
  loading: 'Loading...',
  retry: 'Retry',
  confirm: 'OK',
  cancel: 'Cancel',
  time: {
    today: 'Today',
    yesterday: 'Yesterday',
  },
  back: 'Back',
  unknownBlock: 'Unknown block: {{name}}',
  blockFailed: 'Block "{{name}}" failed to load',
  status: {
    '-10': 'Not started',
    '0': 'Processing',
    '10': 'To be claimed',
    '20': 'Finished',
    '30': 'Rejected',
    '40': 'Closed',
    '50': 'Pending',
    unknown: 'Unknown status',
  },
  urgency: {
    '0': 'Low',
    '1': 'Medium',
    '2': 'High',
    '3': 'Urgent',
  },
  home: {
    searchPlaceholder: 'Search ticket number or title',
    tabs: {
      unfinished: 'Unfinished',
      finished: 'Done',
      todo: 'To-do',
    },
    createdAt: 'Created {{value}}',
    number: 'No.',
    urgency: 'Urgency: {{value}}',
    untitled: 'Untitled',
    loadMore: 'Load more',
    noMore: 'No more',
    loadFailed: 'Failed to load, tap to retry',
  },
  me: {
    title: 'Me',
    group: 'Group: {{value}}',
    account: 'Account: {{value}}',
    noGroup: 'No group',
    language: 'Language',
    languages: {
      zh: '中文',
      en: 'English',
    },
    logout: 'Log out',
    logoutConfirm: 'Log out now?',
  },
} as const;
export default app;
