// form texts (en). Keys must match the other language's file (a test checks it).
const form = {
  noSuchComponent: 'No such component, please register',
  untitled: 'Untitled',
  validatorFailed: 'Validation failed, please try again',
  schemaInvalid: 'The form configuration is invalid: {{detail}}',
  detailHidden: 'You have no permission to view the ticket details',
} as const;
export default form;
