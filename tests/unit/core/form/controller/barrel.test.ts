import { describe, expect, it } from 'vitest';
import * as form from '../../../../../src/core/form';

describe('src/core/form barrel', () => {
  it('re-exports every form module', () => {
    const names = [
      // interpreter, controller, permissions
      'interpretFormSchema',
      'FormSchemaError',
      'normalizeTitle',
      'UNKNOWN_COMPONENT',
      'createFormController',
      'tryCreateFormController',
      'resolvePermissions',
      'readOnlyFormPatch',
      'tableCellDisablePatch',
      // rule compiler, linkage engine, option sources, form data
      'compileRules',
      'compileTriggerMap',
      'usesSavedDisplay',
      'ALL_ROWS',
      'OrderStatus',
    ];
    for (const name of names) expect(form, name).toHaveProperty(name);
  });

  it('keeps the three emptiness checks apart under distinct names', () => {
    expect(typeof form.isEmptyValue).toBe('function');
    expect(form.isLinkageEmptyValue).not.toBe(form.isEmptyValue);
    expect(form.isDataEmptyValue).not.toBe(form.isEmptyValue);
  });
});
