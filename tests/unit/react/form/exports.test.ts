// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as form from '@react/form';

const formDir = join(__dirname, '../../../../src/react/form');

describe('src/react/form', () => {
  it('pins its public exports', () => {
    expect(Object.keys(form).sort()).toEqual(
      [
        'EMPTY_DISPLAY',
        'FieldA11yContext',
        'FormItem',
        'ReadPrettyText',
        'SchemaErrorPanel',
        'SchemaForm',
        'UnknownField',
        'connectField',
        'createViewportTracker',
        'fieldButtonProps',
        'fieldControlProps',
        'fieldFocusTarget',
        'fieldWidthClass',
        'findScrollRoot',
        'formatDisplayValue',
        'initialMountSet',
        'isRenderableComponent',
        'mapProps',
        'mapReadPretty',
        'readPrettyOf',
        'scrollToField',
        'scrollToFirstError',
        'submitFormValues',
        'useFieldA11y',
        'useFieldButtonProps',
        'useFieldControlAttributes',
        'useFieldControlProps',
        'useFieldView',
        'useFormSession',
        'useSchemaFormSession',
      ].sort(),
    );
  });

  it('never renders through Formily schemas: no SchemaField / RecursionField (their {{ }} compiler needs eval)', () => {
    const sources = readdirSync(formDir)
      .filter((file) => /\.tsx?$/.test(file))
      .map((file) => readFileSync(join(formDir, file), 'utf8'));
    expect(sources.length).toBeGreaterThan(5);
    for (const source of sources) {
      expect(source).not.toMatch(/\b(SchemaField|RecursionField|createSchemaField|Schema\.compile|shallowCompile)\b/);
      expect(source).not.toMatch(/@formily\/json-schema/);
    }
  });
});
