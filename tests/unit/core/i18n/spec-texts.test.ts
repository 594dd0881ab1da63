// @vitest-environment jsdom
// Every text of the two spec documents' error catalogues (service-desk-h5 §8, form-widgets-and-admin §6/§8)
// exists in both languages: some key's en text is the spec's string and its zh text is not empty. Plugins'
// own texts (their definitions' `locales`) count: the app registers them with the plugins.
import { describe, expect, it } from 'vitest';
import { allTexts } from './plugin-texts';

/**
 * Strings the spec quotes, as they appear there. The two documents capitalise
 * one text differently ('form data abnormal ...' / 'Form data abnormal ...'),
 * so the first letter's case is not compared.
 */
const quoted = [
  // service-desk-h5 §8
  'request error, please retry',
  'Request error, please try again',
  'request failed',
  'failed to get configuration, check network settings',
  'failed to get permissions, check network',
  'failed to get parameters',
  'form data abnormal, check user center data or modify form',
  'you have no permission',
  'You are not allowed to create this ticket, or the workflow does not exist. Please contact the IT service desk',
  'parameter validation failed',
  'system error',
  'format not supported',
  'Removed from common services successfully',
  'Added to common services successfully',
  'Deleted successfully',
  'Submitted successfully',
  'The draft is saved!',
  'back successfully',
  'Network response was not ok',
  // form-widgets-and-admin §6 and §8
  'No permission to edit configuration item',
  'the map failed to load',
  'Failed to get location',
  'Failed to query the address by longitude and latitude',
  'Failed to search address',
  'Location verification failed. Contact admin',
  'Not within the restricted range of positioning',
  'No data',
  'Sorry, you are not allowed to access this page/content',
  'The page is lost and the platform is retrieving it',
  "The server can't keep up. The platform is under urgent repair",
  'Something went wrong. The platform is under urgent repair',
  'The browser version is too early. We recommended that upgrade the browser to avoid potential security risks',
  'Form data abnormal, check user center data or modify form',
  'No such component, please register',
  'API does not conform to the format',
  'File format error',
  'Failed to query parameters',
  'Service is disabled, please contact admin',
  'You cannot add approvers to processors who are processing the same tickets',
  'Task Execution Failed',
  'Amap loading error',
  'Expired',
  'Deactivated',
];

/**
 * Texts the spec describes without quoting them (its words, then the key that
 * says it): their wording is ours, so only the key's presence in both languages is checked.
 */
const described: Array<[spec: string, key: string]> = [
  // service-desk-h5 §8 success toasts
  ['association established', 'feedback.success.associationEstablished'],
  ['urge succeeded', 'actions.toast.URGE'],
  ['reply succeeded', 'feedback.success.replySucceeded'],
  ['associated successfully (CI)', 'feedback.success.ciAssociated'],
  ['added', 'actions.toast.ADD_ASSIGNEE'],
  ['modified', 'actions.toast.UPDATE'],
  ['removed successfully', 'feedback.success.removed'],
  ['copy success', 'actions.toast.COPY'],
  ['copy failure', 'actions.toast.copyFailed'],
  ['a script chunk that fails to load', 'errors.chunkLoadFailed'],
  // form-widgets-and-admin §8, administrative
  ['page error, contact the administrator', 'errors.pageError'],
  ['no permission to access this page', 'errors.noPageAccess'],
  ['page does not exist', 'errors.pageNotExist'],
  ['server error', 'errors.serverError'],
  ['feature not available, contact the administrator', 'errors.featureUnavailable'],
  ['request error, please try again', 'errors.requestErrorTryAgain'],
  ['button execution error', 'actions.errors.executionError'],
  ['upload failed, select file again', 'upload.failed'],
  ['file size exceeds limit', 'upload.tooLarge'],
  ['cannot upload an empty file', 'upload.emptyFile'],
  ['format not supported', 'upload.wrongFormat'],
  ['preview not supported', 'upload.previewUnsupported'],
  ['upload timed out', 'upload.timeout'],
  ['file over 100M', 'errors.fileOver100M'],
  ['ticket deleted or no access', 'errors.ticketDeletedOrNoAccess'],
  ['buzz too recent (wait 10 minutes)', 'actions.errors.urgeTooSoon'],
  ['frozen ticket cannot be operated', 'actions.errors.frozen'],
  ['content modified, leaving invalidates it', 'errors.contentModifiedLeave'],
  ['duplicate view name', 'errors.duplicateViewName'],
  ['ticket already exists, do not add repeatedly', 'errors.ticketExists'],
  ['template already exists', 'errors.templateExists'],
  ['API address error, enter again', 'errors.apiAddressError'],
  ['service directory deleted or model association missing, edit again', 'errors.catalogueInvalid'],
  ['personnel empty', 'actions.errors.personnelEmpty'],
  ['handler and transfer target cannot be empty', 'actions.errors.transferTargetEmpty'],
  ['reason required', 'actions.errors.reasonRequired'],
  ['form error, please check', 'errors.formError'],
  ['table fields filled wrongly, complete the form', 'errors.tableFieldsInvalid'],
  ['passwords inconsistent', 'errors.passwordsInconsistent'],
  ['Task Execution Failed with failure reason', 'errors.taskExecutionFailedReason'],
  ['system errors need a developer to check logs', 'errors.taskSystemError'],
  ['knowledge library with content cannot be deleted', 'errors.knowledgeLibraryNotEmpty'],
  ['operation parameter check failed', 'errors.operationParamCheckFailed'],
  ['unsaved changes lost on leaving', 'errors.unsavedChangesLost'],
  ['failed to download file', 'upload.downloadFailed'],
  ['failed to copy ticket link', 'errors.copyLinkFailed'],
  ['import results can be downloaded', 'feedback.success.importResults'],
  // The required message (form-widgets §5) and the 404 guard's no-permission text
  ['required', 'rules.required'],
];

function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const en = new Map(flatten(allTexts('en')));
const firstLetterFolded = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const zh = new Map(flatten(allTexts('zh')));

describe('spec texts', () => {
  it.each(quoted)('"%s" is an en text with a zh twin', (text) => {
    const keys = [...en].filter(([, value]) => firstLetterFolded(value) === firstLetterFolded(text)).map(([key]) => key);
    expect(keys, `no en text equals "${text}"`).not.toEqual([]);
    for (const key of keys) expect(zh.get(key), `zh ${key}`).toMatch(/\S/);
  });

  it.each(described)('%s: %s is in en and zh', (_spec, key) => {
    expect(en.get(key), `en ${key}`).toMatch(/\S/);
    expect(zh.get(key), `zh ${key}`).toMatch(/\S/);
    expect(zh.get(key)).not.toBe(en.get(key));
  });
});
