// Every rule of `schemadesk lint`: stable id, severity, whether --fix repairs it, and what it checks (zh/en).
// Spec: form-widgets-and-admin §5 "Administrative configuration" and §3; service-desk-h5 §5.
import type { Texts } from '../shared/language';
import type { Severity } from './types';

export interface RuleInfo {
  severity: Severity;
  fixable?: boolean;
  description: Texts;
}

export const RULES = {
  'json-syntax': { severity: 'error', description: { zh: '文件不是合法的 JSON', en: 'the file is not valid JSON' } },
  'unknown-file-kind': { severity: 'error', description: { zh: '无法判断文件类型', en: 'the kind of file cannot be told' } },
  contract: { severity: 'error', description: { zh: '不符合约定（JSON Schema）', en: 'breaks its contract (JSON Schema)' } },
  'duplicate-json-key': { severity: 'error', description: { zh: '同一对象中键重复', en: 'a key is written twice in one object' } },
  'field-code-empty': { severity: 'error', description: { zh: '字段编码为空', en: 'field code is empty' } },
  'field-code-too-long': { severity: 'error', description: { zh: '字段编码超过 20 个字符', en: 'field code longer than 20 characters' } },
  'field-code-invalid': { severity: 'error', description: { zh: '字段编码只能包含字母、数字、下划线且不能以数字开头', en: 'field code must be letters, digits and underscores, not starting with a digit' } },
  'builtin-field-code': { severity: 'error', description: { zh: '字段编码与内置编码重复', en: 'field code is a built-in code' } },
  'duplicate-field-code': { severity: 'error', description: { zh: '字段编码重复', en: 'field code used twice' } },
  'public-field-repeated': { severity: 'error', description: { zh: '公共字段在同一表单中出现多次', en: 'a public field appears more than once in a form' } },
  'field-name-empty': { severity: 'error', description: { zh: '字段名称为空', en: 'field name is empty' } },
  'field-name-too-long': { severity: 'error', description: { zh: '字段名称超过 128 个字符', en: 'field name longer than 128 characters' } },
  'field-name-spaces': { severity: 'warning', fixable: true, description: { zh: '字段名称首尾有空格', en: 'field name has leading or trailing spaces' } },
  'field-content-empty': { severity: 'error', description: { zh: '说明文字字段的内容为空', en: 'a text (notice) field has no content' } },
  'unknown-component': { severity: 'warning', description: { zh: '没有已注册的字段插件支持该组件类型', en: 'no registered field plugin serves this component type' } },
  'options-missing': { severity: 'error', description: { zh: '选项字段未设置选项', en: 'a choice field has no options set' } },
  'duplicate-option-value': { severity: 'error', description: { zh: '选项值重复', en: 'option value used twice' } },
  'single-choice-defaults': { severity: 'error', description: { zh: '单选字段只能有一个默认值', en: 'a single-choice field has more than one default' } },
  'table-no-columns': { severity: 'error', description: { zh: '表格至少需要一列', en: 'a table needs at least one column' } },
  'duplicate-column-code': { severity: 'error', description: { zh: '表格列编码重复', en: 'table column code used twice' } },
  'parent-field-missing': { severity: 'error', description: { zh: '使用父级字段时必须指定父级字段', en: 'a parent field is required where one is used' } },
  'parent-field-unknown': { severity: 'error', description: { zh: '父级字段不在表单中', en: 'the parent field is not in the form' } },
  'api-url-invalid': { severity: 'error', description: { zh: '接口地址必须是 HTTP(S) 地址', en: 'an API address must be an HTTP(S) URL' } },
  'upload-extension-dot': { severity: 'warning', fixable: true, description: { zh: '上传允许的扩展名不应带点', en: 'allowed upload extensions are written without dots' } },
  'linkage-unknown-field': { severity: 'error', description: { zh: '联动规则引用了表单中不存在的字段', en: 'a linkage rule names a field the form does not have' } },
  'linkage-form-missing': { severity: 'warning', description: { zh: '找不到联动规则对应的表单，未检查字段引用', en: 'no form found for the trigger map; its field names were not checked' } },
  'duplicate-button-id': { severity: 'error', description: { zh: '按钮 id 重复', en: 'button id used twice' } },
  'page-unknown-block': { severity: 'error', description: { zh: '页面引用了未注册的区块', en: 'the page names a block that is not registered' } },
  'page-block-props': { severity: 'error', description: { zh: '区块属性不符合其约定', en: 'block props break the block’s props schema' } },
  'workflow-name-required': { severity: 'error', description: { zh: '流程名称必填', en: 'workflow name is required' } },
  'workflow-name-too-long': { severity: 'error', description: { zh: '流程名称超过 128 个字符', en: 'workflow name longer than 128 characters' } },
  'workflow-type-required': { severity: 'error', description: { zh: '流程类型必填', en: 'workflow type is required' } },
  'workflow-icon-required': { severity: 'error', description: { zh: '流程图标必填', en: 'workflow icon is required' } },
  'workflow-prefix-invalid': { severity: 'error', description: { zh: '工单编号前缀必填，且只能是 2 到 4 个英文字母', en: 'ticket ID prefix is required: 2 to 4 English letters' } },
  'workflow-xml-invalid': { severity: 'error', description: { zh: '流程 BPMN XML 缺失或无法解析', en: 'the workflow BPMN XML is missing or cannot be read' } },
  'workflow-start-event': { severity: 'error', description: { zh: '流程必须有且只有一个开始节点', en: 'a workflow has exactly one start node' } },
  'workflow-end-event': { severity: 'error', description: { zh: '流程必须有且只有一个结束节点', en: 'a workflow has exactly one end node' } },
  'workflow-user-task': { severity: 'error', description: { zh: '流程至少需要一个用户任务节点', en: 'a workflow needs at least one user task' } },
  'workflow-disconnected': { severity: 'error', description: { zh: '流程节点未全部连通', en: 'not every workflow node is connected' } },
  'workflow-branch-unnamed': { severity: 'error', description: { zh: '排他网关的分支必须命名', en: 'the branches of an exclusive gateway must be named' } },
  'workflow-start-target': { severity: 'error', description: { zh: '开始节点只能连接用户任务', en: 'the start node links only to user tasks' } },
  'lint-expectation-unmet': { severity: 'error', description: { zh: '预期的问题没有出现（请更新 .lint.json）', en: 'an expected finding did not occur (update the .lint.json)' } },
} as const satisfies Record<string, RuleInfo>;

/** A rule id. */
export type RuleId = keyof typeof RULES;

/** Whether a string is a rule id. */
export function isRuleId(value: string): value is RuleId {
  return Object.hasOwn(RULES, value);
}
