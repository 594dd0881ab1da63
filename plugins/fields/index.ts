// Built-in field-type plugins, as an explicit list (never registered by import side effect).
import type { ReactFieldDefinition } from './shared/types';
import { autoNumberField } from './AUTO_NUMBER';
import { checkboxField } from './CHECKBOX';
import { evaluateStarField } from './EVALUATE_STAR';
import { inputField } from './INPUT';
import { numberField } from './NUMBER';
import { quoteField } from './QUOTE';
import { radioField } from './RADIO';
import { selectField } from './SELECT';
import { selectManyField } from './SELECT_MANY';
import { textField } from './TEXT';
import { textareaField } from './TEXTAREA';
import { multiSelectField } from './MULTI_SELECT';
import { dateField } from './DATE';
import { timeField } from './TIME';
import { richTextField } from './RICH_TEXT';
import { uploadField } from './UPLOAD';
import { writtenSignatureField } from './WRITTEN_SIGNATURE';
import { addGroupField } from './ADD_GROUP';
import { tableFormField } from './TABLE_FORM';
import { memberField } from './MEMBER';
import { groupField } from './GROUP';
import { positionField } from './POSITION';
import { configurationItemField } from './CONFIGURATION_ITEM';
import { cmdbModelField } from './CMDB_MODEL';
import { cmdbConfigField } from './CMDB_CONFIG';
import { cmdbConfigTabField } from './CMDB_CONFIG_TAB';

export type { FieldComponent, ReactFieldDefinition } from './shared/types';

/** Every built-in field type; a new type is one folder and one line here. */
export const builtinFieldPlugins: readonly ReactFieldDefinition[] = [
  inputField,
  textareaField,
  textField,
  numberField,
  radioField,
  checkboxField,
  selectField,
  selectManyField,
  evaluateStarField,
  autoNumberField,
  quoteField,
  multiSelectField,
  dateField,
  timeField,
  richTextField,
  uploadField,
  writtenSignatureField,
  addGroupField,
  tableFormField,
  memberField,
  groupField,
  positionField,
  configurationItemField,
  cmdbModelField,
  cmdbConfigField,
  cmdbConfigTabField,
];
