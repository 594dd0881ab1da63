import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { CiReadPretty } from '../shared/cmdb/ci-read-pretty';
import { cmdbFieldTexts } from '../shared/cmdb/locales';
import { ConfigurationItemField } from './ConfigurationItemField';
import { CI_RULE_KINDS } from '../shared/cmdb/model';
import { commitCiItems, mapConfigurationItemProps } from './normalize';

/**
 * CONFIGURATION_ITEM (configuration items of one CMDB model). The value is a list of `{ciId, ciName, modelId}` in
 * single mode too, so the value kind is `multi`.
 */
export const configurationItemField: ReactFieldDefinition = defineFieldType({
  type: 'CONFIGURATION_ITEM',
  valueKind: 'multi',
  locales: { cmdbField: cmdbFieldTexts },
  component: ConfigurationItemField,
  readPretty: CiReadPretty,
  mapProps: (xProps) => ({ ...mapConfigurationItemProps(xProps) }),
  ruleKinds: CI_RULE_KINDS,
  emptyValue: () => [],
  commitValue: (value) => commitCiItems(value),
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** CONFIGURATION_ITEM: the props of its edit component (what `mapProps` fills). */
    CONFIGURATION_ITEM: ComponentProps<typeof ConfigurationItemField>;
  }
}
