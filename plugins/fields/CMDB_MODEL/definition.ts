import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { cmdbFieldTexts } from '../shared/cmdb/locales';
import { ModelField } from './ModelField';
import { ModelReadPretty } from './ModelReadPretty';
import { commitModelId } from './normalize';

/** CMDB_MODEL (one CMDB model): the value is the model's `modelId`. */
export const cmdbModelField: ReactFieldDefinition = defineFieldType({
  type: 'CMDB_MODEL',
  valueKind: 'single',
  locales: { cmdbField: cmdbFieldTexts },
  component: ModelField,
  readPretty: ModelReadPretty,
  ruleKinds: [],
  emptyValue: () => '',
  coerce: commitModelId,
  commitValue: (value) => commitModelId(value),
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** CMDB_MODEL: the props of its edit component. */
    CMDB_MODEL: ComponentProps<typeof ModelField>;
  }
}
