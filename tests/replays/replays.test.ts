// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { basename } from 'node:path';
import { workflowTriggerMap, type WorkflowName } from '../../fixtures/workflows/factories';
import { TRIGGER_LIST_KEYS } from '@core/form/linkage/types';
import { createHeadlessFieldTypes, describeDiff, type Replay, type ReplayAnswer } from '@core/form/replay';
import { builtinFieldPlugins } from '@plugins/fields';
import { listReplayFiles, loadReplayFile, runReplayFile } from '../../scripts/replay';

// The replays run with the built-in field plugins' facts (value kinds, tables, coercion), not a core table.
const fieldTypes = createHeadlessFieldTypes(builtinFieldPlugins);

const files = listReplayFiles();
const replays = files.map((file) => {
  const loaded = loadReplayFile(file);
  if (!loaded.ok) throw new Error(`${basename(file)}: ${loaded.error}`);
  return { file, replay: loaded.replay };
});

describe('replays', () => {
  it.each(files.map((file) => [basename(file, '.replay.json'), file]))('%s', async (_name, file) => {
    const result = await runReplayFile(file, fieldTypes);
    expect(result.error).toBeUndefined();
    expect(result.diffs.map(describeDiff)).toEqual([]);
    expect(result.passed).toBe(true);
  });
});

/** Every triggerMap a replay sends: scenario references resolved, inline maps as they are. */
function answersOf(replay: Replay): Record<string, unknown>[] {
  const resolve = (answer: ReplayAnswer | undefined): Record<string, unknown>[] => {
    if (typeof answer === 'string') {
      const [wf, name] = answer.split('#');
      return [workflowTriggerMap((wf || replay.workflow) as WorkflowName).scenarios[name].triggerMap as Record<string, unknown>];
    }
    return answer && typeof answer === 'object' && !('$error' in answer) ? [answer] : [];
  };
  return replay.steps.flatMap((step) => {
    if ('applyTriggerMap' in step) return resolve(step.applyTriggerMap);
    if ('set' in step || 'fire' in step) return resolve(step.response);
    return [];
  });
}

describe('the replay set', () => {
  it('has at least 40 replays, each named like its file', () => {
    expect(replays.length).toBeGreaterThanOrEqual(40);
    for (const { file, replay } of replays) expect(replay.name).toBe(basename(file, '.replay.json'));
  });

  it('covers all three workflows and both languages', () => {
    // Recorded replays (fixtures/replays/recorded-*.replay.json) carry their form inline, without a workflow.
    expect(new Set(replays.flatMap(({ replay }) => (replay.workflow ? [replay.workflow] : [])))).toEqual(new Set(['incident', 'change-request', 'service-request']));
    expect(new Set(replays.map(({ replay }) => replay.context?.language ?? 'zh'))).toEqual(new Set(['zh', 'en']));
  });

  it('uses every list of the triggerMap with at least one item', () => {
    const used = new Set<string>();
    for (const { replay } of replays) {
      for (const map of answersOf(replay)) {
        for (const [key, list] of Object.entries(map)) if (Array.isArray(list) && list.length > 0) used.add(key);
      }
    }
    expect([...TRIGGER_LIST_KEYS].filter((key) => !used.has(key))).toEqual([]);
  });

  it('uses every step kind and every order status that changes submit data', () => {
    const kinds = new Set(replays.flatMap(({ replay }) => replay.steps.map((step) => Object.keys(step).find((k) => k !== 'note' && k !== 'response'))));
    expect([...kinds].sort()).toEqual(['applyTriggerMap', 'expect', 'fire', 'hook', 'set', 'submit', 'validate']);
    const submitted = new Set(replays.filter(({ replay }) => replay.steps.some((s) => 'submit' in s)).map(({ replay }) => replay.context?.dataStatus));
    for (const status of [0, 20, 40, 50]) expect(submitted.has(status)).toBe(true);
  });
});
