// form texts (en). Keys must match the other language's file (a test checks it).
const form = {
  noSuchComponent: 'No such component, please register',
  /** An unknown field type as end users see it (noSuchComponent is shown in development builds only). */
  fieldUnavailable: 'This field cannot be shown in this app',
  untitled: 'Untitled',
  validatorFailed: 'Validation failed, please try again',
  schemaInvalid: 'The form configuration is invalid: {{detail}}',
  detailHidden: 'You have no permission to view the ticket details',
} as const;
export default form;
