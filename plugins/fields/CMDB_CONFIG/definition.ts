import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { CiReadPretty } from '../shared/cmdb/ci-read-pretty';
import { cmdbFieldTexts } from '../shared/cmdb/locales';
import { CI_RULE_KINDS, toCiItems } from '../shared/cmdb/model';
import { CmdbConfigField } from './CmdbConfigField';
import { mapCmdbConfigProps } from './normalize';

/**
 * CMDB_CONFIG (configuration items of the model chosen in another field). Value as CONFIGURATION_ITEM's: a list of
 * `{ciId, ciName, modelId}`.
 */
export const cmdbConfigField: ReactFieldDefinition = defineFieldType({
  type: 'CMDB_CONFIG',
  valueKind: 'multi',
  locales: { cmdbField: cmdbFieldTexts },
  component: CmdbConfigField,
  readPretty: CiReadPretty,
  mapProps: (xProps) => ({ ...mapCmdbConfigProps(xProps) }),
  ruleKinds: CI_RULE_KINDS,
  emptyValue: () => [],
  commitValue: (value) => toCiItems(value),
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** CMDB_CONFIG: the props of its edit component (what `mapProps` fills). */
    CMDB_CONFIG: ComponentProps<typeof CmdbConfigField>;
  }
}
