/**
 * Locally configured dynamic-form rules (scenario, mode, conditions, field to
 * trigger, operations) compiled to pure patch functions from data.
 */
import type { FormPatch, NormalizedField } from '../types';
import { compileTriggerMap } from './compile';
import { COMPARE_OPS, MATCH_MODES, evaluateConditions, isConditionGroup, type Condition, type ConditionGroup, type MatchMode } from './conditions';
import { createFieldIndex } from './field-index';
import { mergePatches } from './patch';
import { readValue } from './paths';
import type { CompileOptions, LinkageState, PatchFunction, TriggerMap } from './types';
import { isRecord } from '../../records';

/** When a rule runs: on form load or on a change of its trigger field. */
export type LinkageScenario = 'LOADING' | 'ONCHANGE';

/**
 * How the conditions were authored: `MANUAL` is a flat list combined by
 * `match`; `EXTENDED` may nest groups. The compiler rejects nested groups in
 * a `MANUAL` rule.
 */
export type LinkageRuleMode = 'MANUAL' | 'EXTENDED';

/** A locally configured rule. */
export interface LocalLinkageRule {
  /** For error messages. */
  id?: string;
  scenario: LinkageScenario;
  /** @default 'MANUAL' */
  mode?: LinkageRuleMode;
  /** ONCHANGE: the field code(s) whose change runs the rule. */
  triggerField?: string | readonly string[];
  /** A flat list (combined by `match`) or a group. Absent: always true. */
  conditions?: readonly Condition[] | ConditionGroup;
  /** Combines a flat `conditions` list. @default 'ALL' */
  match?: MatchMode;
  /** What to do when the conditions hold (the same lists as a server `triggerMap`). */
  operations: TriggerMap;
  /** What to do when they do not (e.g. hide again what `operations` shows). */
  otherwise?: TriggerMap;
}

/** Thrown at compile time for malformed rule data. */
export class LinkageRuleError extends Error {
  override name = 'LinkageRuleError';
}

/** Compiled local rules. */
export interface CompiledLocalRules {
  /** Field codes that have ONCHANGE rules. */
  readonly triggerFields: ReadonlySet<string>;
  /** Patch of the LOADING rules. */
  onLoad(state: LinkageState): FormPatch;
  /** Patch of the ONCHANGE rules of `fieldCode` (empty when it triggers none). */
  onChange(fieldCode: string, state: LinkageState): FormPatch;
}

interface CompiledRule {
  triggers: readonly string[];
  group: ConditionGroup;
  then: PatchFunction;
  otherwise: PatchFunction;
}

function checkGroup(group: ConditionGroup, rule: string, allowNesting: boolean): void {
  if (!MATCH_MODES.includes(group.match)) throw new LinkageRuleError(`Rule ${rule}: unknown match "${String(group.match)}".`);
  if (!Array.isArray(group.conditions)) throw new LinkageRuleError(`Rule ${rule}: conditions must be a list.`);
  for (const c of group.conditions) {
    if (typeof c !== 'object' || c === null) throw new LinkageRuleError(`Rule ${rule}: a condition must be an object.`);
    if (isConditionGroup(c)) {
      if (!allowNesting) throw new LinkageRuleError(`Rule ${rule}: a MANUAL rule cannot nest condition groups.`);
      checkGroup(c, rule, allowNesting);
    } else {
      if (!COMPARE_OPS.includes(c.op)) throw new LinkageRuleError(`Rule ${rule}: unknown operator "${String(c.op)}".`);
      if (typeof c.field !== 'string' || !c.field) throw new LinkageRuleError(`Rule ${rule}: a condition needs a field.`);
    }
  }
}

/**
 * Compiles local rules. Rules run in order and each sees the values set by the
 * rules before it; their patches merge left to right (later rules win).
 * A rule that does not compile throws, or, with `onRuleError`, is left out and
 * reported there (rules are server data: one bad rule must not cost the others).
 */
export function compileLocalRules(
  rules: readonly LocalLinkageRule[],
  fields: readonly NormalizedField[],
  opts: CompileOptions = {},
  onRuleError?: (message: string) => void,
): CompiledLocalRules {
  const index = createFieldIndex(fields);
  // Rules are server data: a list of the wrong shape is no rule, an entry that is no object a bad rule.
  const list: readonly unknown[] = Array.isArray(rules) ? rules : [];
  if (!Array.isArray(rules) && rules !== undefined && rules !== null) onRuleError?.('Rules: a list expected; no rule applied.');
  const compiled = list.flatMap((raw, i): Array<CompiledRule & { scenario: LinkageScenario }> => {
    const rule = raw as LocalLinkageRule;
    const name = isRecord(raw) && typeof raw.id === 'string' ? raw.id : `#${i}`;
    if (!onRuleError) return [compileRule(rule, i)];
    try {
      if (!isRecord(raw)) throw new LinkageRuleError(`Rule ${name}: a rule must be an object.`);
      return [compileRule(rule, i)];
    } catch (error) {
      onRuleError(error instanceof LinkageRuleError ? error.message : `Rule ${name}: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    }
  });

  function compileRule(rule: LocalLinkageRule, i: number): CompiledRule & { scenario: LinkageScenario } {
    const name = rule.id ?? `#${i}`;
    if (rule.scenario !== 'LOADING' && rule.scenario !== 'ONCHANGE') throw new LinkageRuleError(`Rule ${name}: unknown scenario "${String(rule.scenario)}".`);
    const mode = rule.mode ?? 'MANUAL';
    if (mode !== 'MANUAL' && mode !== 'EXTENDED') throw new LinkageRuleError(`Rule ${name}: unknown mode "${String(mode)}".`);
    const raw = rule.conditions;
    const group: ConditionGroup = raw === undefined ? { match: 'ALL', conditions: [] } : Array.isArray(raw) ? { match: rule.match ?? 'ALL', conditions: raw } : (raw as ConditionGroup);
    checkGroup(group, name, mode === 'EXTENDED');
    const triggers = rule.triggerField === undefined ? [] : typeof rule.triggerField === 'string' ? [rule.triggerField] : [...rule.triggerField];
    if (rule.scenario === 'ONCHANGE' && triggers.length === 0) throw new LinkageRuleError(`Rule ${name}: an ONCHANGE rule needs a triggerField.`);
    return {
      scenario: rule.scenario,
      triggers: triggers.map((t) => index.find(t)?.code ?? t),
      group: structuredClone(group),
      then: compileTriggerMap(rule.operations, fields, opts),
      otherwise: compileTriggerMap(rule.otherwise, fields, opts),
    };
  }

  const run = (list: readonly CompiledRule[], state: LinkageState): FormPatch => {
    if (list.length === 0) return {};
    let values: Record<string, unknown> = { ...state.values };
    let patch: FormPatch = {};
    for (const rule of list) {
      const read = (ref: string) => readValue(values, index.find(ref)?.path ?? ref);
      const current = { ...state, values };
      const next = evaluateConditions(rule.group, read) ? rule.then(current) : rule.otherwise(current);
      patch = mergePatches(patch, next);
      values = { ...values };
      for (const [path, p] of Object.entries(next)) if ('value' in p) values[path] = p.value;
    }
    return patch;
  };

  const onLoadRules = compiled.filter((r) => r.scenario === 'LOADING');
  const onChangeRules = compiled.filter((r) => r.scenario === 'ONCHANGE');
  return {
    triggerFields: new Set(onChangeRules.flatMap((r) => r.triggers)),
    onLoad: (state) => run(onLoadRules, state),
    onChange: (fieldCode, state) => {
      const code = index.find(fieldCode)?.code ?? fieldCode;
      return run(
        onChangeRules.filter((r) => r.triggers.includes(code)),
        state,
      );
    },
  };
}
