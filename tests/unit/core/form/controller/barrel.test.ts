import { describe, expect, it } from 'vitest';
import * as form from '@core/form';

describe('src/core/form barrel', () => {
  it('re-exports every form module', () => {
    const names = [
      // interpreter, controller, permissions
      'interpretFormSchema',
      'FormSchemaError',
      'normalizeTitle',
      'UNKNOWN_COMPONENT',
      'createFormController',
      'createFormSession',
      'resolvePermissions',
      'readOnlyFormPatch',
      'tableCellDisablePatch',
      // rule compiler, linkage engine, option sources, form data
      'compileRules',
      'compileTriggerMap',
      'usesSavedDisplay',
      'ALL_ROWS',
      'OrderStatus',
      // field keys
      'fieldKeyProblem',
      'keyRecord',
      'ownValue',
    ];
    for (const name of names) expect(form, name).toHaveProperty(name);
  });

  it('exports one emptiness check, plus the linkage variant that reads markup as rich text', () => {
    expect(form.isEmptyValue('  ')).toBe(true);
    expect(form.isEmptyValue('<p></p>')).toBe(false);
    expect(form.isLinkageEmptyValue('<p></p>')).toBe(true);
    expect(form).not.toHaveProperty('isDataEmptyValue');
  });
});
