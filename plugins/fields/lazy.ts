// The built-in fields as lazy descriptors: a field type is known by its type and its code (its folder, a
// chunk of its own) loads when a form first needs it (issue 14: a page downloads only what it shows).
// Keep in step with `builtinFieldPlugins` in ./index.ts (a test checks).
import type { LazyPlugin } from '@core/registry';
import type { ReactFieldDefinition } from './shared/types';

/** Every built-in field type, loaded on first use (`createRuntime({ plugins: { lazyFields: lazyFieldPlugins } })`). */
export const lazyFieldPlugins: ReadonlyArray<LazyPlugin<ReactFieldDefinition>> = [
  { type: 'INPUT', load: () => import('./INPUT').then((m) => m.inputField) },
  { type: 'TEXTAREA', load: () => import('./TEXTAREA').then((m) => m.textareaField) },
  { type: 'TEXT', load: () => import('./TEXT').then((m) => m.textField) },
  { type: 'NUMBER', load: () => import('./NUMBER').then((m) => m.numberField) },
  { type: 'RADIO', load: () => import('./RADIO').then((m) => m.radioField) },
  { type: 'CHECKBOX', load: () => import('./CHECKBOX').then((m) => m.checkboxField) },
  { type: 'SELECT', load: () => import('./SELECT').then((m) => m.selectField) },
  { type: 'SELECT_MANY', load: () => import('./SELECT_MANY').then((m) => m.selectManyField) },
  { type: 'EVALUATE_STAR', load: () => import('./EVALUATE_STAR').then((m) => m.evaluateStarField) },
  { type: 'AUTO_NUMBER', load: () => import('./AUTO_NUMBER').then((m) => m.autoNumberField) },
  { type: 'QUOTE', load: () => import('./QUOTE').then((m) => m.quoteField) },
  { type: 'MULTI_SELECT', load: () => import('./MULTI_SELECT').then((m) => m.multiSelectField) },
  { type: 'DATE', load: () => import('./DATE').then((m) => m.dateField) },
  { type: 'TIME', load: () => import('./TIME').then((m) => m.timeField) },
  { type: 'RICH_TEXT', load: () => import('./RICH_TEXT').then((m) => m.richTextField) },
  { type: 'UPLOAD', load: () => import('./UPLOAD').then((m) => m.uploadField) },
  { type: 'WRITTEN_SIGNATURE', load: () => import('./WRITTEN_SIGNATURE').then((m) => m.writtenSignatureField) },
  { type: 'ADD_GROUP', load: () => import('./ADD_GROUP').then((m) => m.addGroupField) },
  { type: 'TABLE_FORM', load: () => import('./TABLE_FORM').then((m) => m.tableFormField) },
  { type: 'MEMBER', load: () => import('./MEMBER').then((m) => m.memberField) },
  { type: 'GROUP', load: () => import('./GROUP').then((m) => m.groupField) },
  { type: 'POSITION', load: () => import('./POSITION').then((m) => m.positionField) },
  { type: 'CONFIGURATION_ITEM', load: () => import('./CONFIGURATION_ITEM').then((m) => m.configurationItemField) },
  { type: 'CMDB_MODEL', load: () => import('./CMDB_MODEL').then((m) => m.cmdbModelField) },
  { type: 'CMDB_CONFIG', load: () => import('./CMDB_CONFIG').then((m) => m.cmdbConfigField) },
  { type: 'CMDB_CONFIG_TAB', load: () => import('./CMDB_CONFIG_TAB').then((m) => m.cmdbConfigTabField) },
];
