// schemaForm texts (en): the form renderer and the form preview page. Keys must match the other language's file (a test checks it).
const schemaForm = {
  schemaErrorTitle: 'This form cannot be shown: its configuration is invalid',
  schemaErrorHint: 'Ask an administrator to correct the form configuration.',
  issuePath: 'Path',
  issueMessage: 'Problem',
  moreIssues: '{{count}} more issue(s)',
  unknownType: 'Component type: {{type}}',
  fieldFailed: 'The field "{{title}}" could not be displayed',
  group: 'Group',
  previewValidate: 'Validate',
  previewSubmit: 'Submit',
  previewValid: 'All fields are valid',
  previewInvalid: 'Validation failed: {{count}} field(s) have errors',
  previewResult: 'Submit data',
  previewMissingWorkflow: 'Name a workflow in the address, e.g. ?workflow=incident',
  previewLoadFailed: 'The form could not be loaded',
  previewFieldCount: '{{count}} fields',
  previewReadOnly: 'Read-only',
  previewEdit: 'Edit',
} as const;
export default schemaForm;
