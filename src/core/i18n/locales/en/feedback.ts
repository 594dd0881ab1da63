// feedback texts (en). Keys must match the other language's file (a test checks it).
const feedback = {
  errorPage: {
    forbidden: { title: 'Access denied', description: 'Sorry, you are not allowed to access this page/content' },
    notFound: { title: 'Page not found', description: 'The page is lost and the platform is retrieving it' },
    serverError: { title: 'Server error', description: "The server can't keep up. The platform is under urgent repair" },
    loadFail: { title: 'Loading failed', description: 'Something went wrong. The platform is under urgent repair' },
    incompatible: {
      title: 'Browser not supported',
      description: 'The browser version is too early. We recommended that upgrade the browser to avoid potential security risks',
    },
  },
  empty: {
    noData: { title: 'No data', description: '' },
    search: { title: 'No data', description: 'Nothing matches your search. Try another keyword' },
    noPermission: { title: 'No permission', description: 'You have no permission to view this content' },
  },
  featureNotEnabled: {
    title: 'Feature not enabled',
    description: 'This feature is not available. Please contact the administrator',
  },
  noPermission: {
    title: 'You have no permission',
    description: 'To get access, please contact the administrator',
    backHome: 'Back to home',
    logout: 'Log out',
    role: {
      title: 'This account cannot use the mobile web app',
      description:
        'Your account’s roles are for the desktop site or the mobile app; the mobile web app is for requesters only. Open the service desk in a desktop browser or the mobile app, or log out and sign in with another account.',
    },
  },
  toast: {
    region: 'Notifications',
  },
  success: {
    commonServiceRemoved: 'Removed from common services successfully',
    commonServiceAdded: 'Added to common services successfully',
    associationEstablished: 'Association established',
    replySucceeded: 'Reply succeeded',
    ciAssociated: 'Associated successfully',
    removed: 'Removed successfully',
    importResults: 'Import finished, the results can be downloaded',
  },
  tenant: {
    expired: 'Expired',
    deactivated: 'Deactivated',
  },
} as const;
export default feedback;
