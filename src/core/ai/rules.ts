// AI rules (service-desk §3 "AI helpers"): a process's summary, recommend and generation rules, and the form change
// a generation rule makes (form-widgets §3: the rich-text field it targets gets showAIButton and generateRuleId).
import { isRecord, textOf } from '../records';

/** A summary or recommend rule of a process. */
export interface AiRule {
  ruleId: string;
  name: string;
}

/** A generation rule: it writes the text of one field (`fieldCode`) from others. */
export interface AiGenerateRule extends AiRule {
  fieldCode: string;
  /** Fields whose values the generation reads. */
  sourceFieldCodes: string[];
}

/** A summary/recommend rule answer (a rule, a one-item list, or nothing) as a rule, or undefined. */
export function readAiRule(data: unknown): AiRule | undefined {
  const record = Array.isArray(data) ? data.find(isRecord) : data;
  if (!isRecord(record)) return undefined;
  const ruleId = textOf(record.ruleId ?? record.id);
  return ruleId ? { ruleId, name: textOf(record.name ?? record.ruleName) } : undefined;
}

/** A generation-rules answer (a list, or `{ list }`) as the rules that name a rule and a field. */
export function readAiGenerateRules(data: unknown): AiGenerateRule[] {
  const list = Array.isArray(data) ? data : isRecord(data) && Array.isArray(data.list) ? data.list : [];
  return list.filter(isRecord).flatMap((item) => {
    const ruleId = textOf(item.ruleId ?? item.id);
    const fieldCode = textOf(item.fieldCode);
    if (!ruleId || !fieldCode) return [];
    const sources = Array.isArray(item.sourceFieldCodes) ? item.sourceFieldCodes.map(textOf).filter(Boolean) : [];
    return [{ ruleId, fieldCode, sourceFieldCodes: sources, name: textOf(item.name ?? item.ruleName) }];
  });
}

/**
 * The form schema with `showAIButton: true` and the rule's `generateRuleId` in the `x-props` of every RICH_TEXT
 * field a rule targets (by `key`, else its property name), at any depth. Untouched parts keep their identity; with
 * no match the schema itself is returned.
 */
export function withGenerateRules<T>(schema: T, rules: readonly AiGenerateRule[]): T {
  if (rules.length === 0) return schema;
  const byField = new Map(rules.map((rule) => [rule.fieldCode, rule.ruleId]));
  const visit = (node: unknown, name: string): unknown => {
    if (Array.isArray(node)) {
      const next = node.map((item) => visit(item, ''));
      return next.some((item, index) => item !== node[index]) ? next : node;
    }
    if (!isRecord(node)) return node;
    let changed: Record<string, unknown> | undefined;
    const ruleId = node['x-component'] === 'RICH_TEXT' ? byField.get(textOf(node.key) || name) : undefined;
    if (ruleId) changed = { ...node, 'x-props': { ...(isRecord(node['x-props']) ? node['x-props'] : {}), showAIButton: true, generateRuleId: ruleId } };
    for (const key of ['properties', 'items'] as const) {
      const child = node[key];
      if (child === undefined) continue;
      const next = key === 'properties' && isRecord(child) && !Array.isArray(child) ? visitProperties(child) : visit(child, '');
      if (next !== child) changed = { ...(changed ?? node), [key]: next };
    }
    return changed ?? node;
  };
  const visitProperties = (properties: Record<string, unknown>) => {
    let changed: Record<string, unknown> | undefined;
    for (const [name, child] of Object.entries(properties)) {
      const next = visit(child, name);
      if (next !== child) (changed ??= { ...properties })[name] = next;
    }
    return changed ?? properties;
  };
  return visit(schema, '') as T;
}
