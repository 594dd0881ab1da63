import { describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import Ajv from 'ajv';
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import { describeDiff, runReplay, type Replay } from '@core/form/replay';
import { createRecordedSession, createReplayRecorder, isoInZone, replayFileName } from '@core/form/replay/record';
import { loadFixtureFile, workflowForm } from '../../../../../fixtures/workflows/factories';
import { builtinFieldTypes } from '../../../../support/field-types';
import { INCIDENT_CHANGES, incidentServer, recordIncident, RECORDED_AT } from './incident-recording';

const repoRoot = resolve(__dirname, '../../../../..');
const fixtureFile = resolve(repoRoot, 'fixtures/replays/recorded-incident.replay.json');
const ajv = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });
const validate = ajv.compile(JSON.parse(readFileSync(resolve(repoRoot, 'schemas/replay.schema.json'), 'utf8')) as object);
const run = (replay: Replay) => runReplay(replay, { loadFixture: loadFixtureFile, registry: builtinFieldTypes() });
/** The file as written: JSON with two-space indents and a final newline. */
const serialise = (replay: Replay) => `${JSON.stringify(replay, null, 2)}\n`;
/** A recording without its timestamps. */
const untimed = (replay: Replay) => ({ ...replay, context: { ...replay.context, now: undefined } });

describe('replay recorder', () => {
  it('records the incident form as a replay that validates against the schema and passes the engine', async () => {
    const replay = await recordIncident();
    expect(validate(replay), JSON.stringify(validate.errors)).toBe(true);
    expect(replay.form).toEqual(workflowForm('incident'));
    expect(replay.context).toMatchObject({ language: 'zh', now: '2025-06-03T10:30:00+08:00', formData: {}, processDefKey: 'proc-incident', triggerFieldList: ['urgentLevel', 'affectedService', 'closeCode', 'impact'] });
    // The form load, each user change with the answer its linkage call got, the validation.
    const actions = replay.steps.filter((step) => !('expect' in step));
    expect(actions.map((step) => ('set' in step ? step.set.path : Object.keys(step)[0]))).toEqual(['fire', ...INCIDENT_CHANGES.map(([path]) => path), 'validate']);
    expect(actions[0]).toMatchObject({ fire: 'LOADING', response: { hideFieldList: [{ key: 'solution' }, { key: 'rootCause' }, { key: 'closeCode' }, { key: 'satisfaction' }] } });
    expect(actions[1]).toEqual({ set: { path: 'title', value: 'VPN 无法连接' } });
    expect(actions[2]).toMatchObject({ set: { path: 'urgentLevel', value: '3' }, response: { requiredFieldList: [{ key: 'contactPhone' }] } });
    // The field states after each step: what the linkage changed, the messages after the validation.
    const expects = replay.steps.flatMap((step) => ('expect' in step ? [step.expect.fields ?? {}] : []));
    expect(expects[0].solution).toEqual({ visible: false, required: false, readOnly: false, disabled: false, value: null });
    expect(expects[2].contactPhone).toMatchObject({ required: true });
    expect(expects[2].notifyChannels).toMatchObject({ value: ['sms', 'phone'] });
    expect(expects[3].closeCode).toMatchObject({ options: ['solved', 'workaround'] });
    expect(replay.expect?.fields?.contactPhone).toMatchObject({ required: true, errors: ['请输入必填项！'] });
    expect(replay.expect?.fields?.title).toMatchObject({ value: 'VPN 无法连接', errors: [] });

    const result = await run(replay);
    expect(result.error).toBeUndefined();
    expect(result.diffs.map(describeDiff)).toEqual([]);
  });

  it('a recorded replay fails when the form behaves otherwise than recorded', async () => {
    const replay = await recordIncident();
    // The same recording against a form whose linkage no longer makes the phone required.
    const changed = structuredClone(replay);
    for (const step of changed.steps) if ('set' in step && step.set.path === 'urgentLevel') step.response = null;
    const result = await run(changed);
    expect(result.passed).toBe(false);
    expect(result.diffs).toContainEqual(expect.objectContaining({ path: 'contactPhone', key: 'required', expected: true, actual: false }));
  });

  it('recording the same steps again gives the same file, byte for byte but the timestamps; the shipped recording is that file', async () => {
    const first = await recordIncident();
    const second = await recordIncident();
    expect(serialise(second)).toBe(serialise(first));
    if (process.env.UPDATE_RECORDING) writeFileSync(fixtureFile, serialise(first));
    const shipped = JSON.parse(readFileSync(fixtureFile, 'utf8')) as Replay;
    expect(untimed(shipped)).toEqual(untimed(first));
  });

  it('keeps changes made before recording started, a failed call as $error, and a form without linkage', async () => {
    const i18n = createI18n({ storage: createMemoryStorage({ language: 'en' }) });
    const server = incidentServer();
    let fail = false;
    const built = createRecordedSession({
      schema: workflowForm('incident'),
      registry: builtinFieldTypes(),
      t: (key, options) => i18n.t(key, options),
      values: { title: 'stored' },
      dataStatus: 0,
      now: () => RECORDED_AT,
      linkage: { request: (async (kind: never, payload: never) => (fail ? Promise.reject(new Error('gateway down')) : server(kind, payload))) as typeof server, processDefKey: 'proc-incident' },
    });
    if (!built.ok) throw built.error;
    const { session, tap } = built;
    const stop = session.watch();
    await session.load();
    session.controller.setValue('urgentLevel', '3');
    const recorder = createReplayRecorder({ tap, language: 'en' });
    await new Promise((done) => setTimeout(done, 10));
    recorder.start();
    expect(recorder.recording).toBe(true);
    fail = true;
    session.controller.setValue('affectedService', 'svc-vpn');
    await recorder.stop();
    expect(recorder.recording).toBe(false);
    session.controller.setValue('title', 'after stop');
    const replay = recorder.toReplay('before-and-failure');
    stop();
    session.dispose();

    expect(validate(replay), JSON.stringify(validate.errors)).toBe(true);
    expect(replay.context).toMatchObject({ language: 'en', dataStatus: 0, formData: { title: 'stored' } });
    const actions = replay.steps.filter((step) => !('expect' in step));
    expect(actions.slice(1)).toEqual([
      { set: { path: 'urgentLevel', value: '3' }, response: expect.objectContaining({ requiredFieldList: [expect.objectContaining({ key: 'contactPhone' })] }) },
      { set: { path: 'affectedService', value: 'svc-vpn' }, response: { $error: 'gateway down' } },
    ]);
    expect(recorder.stepCount).toBe(2);
    const result = await run(replay);
    expect(result.diffs.map(describeDiff)).toEqual([]);
    expect(result.passed).toBe(true);
  });

  it('names the download after the form and the time, in the configured zone', () => {
    expect(replayFileName('proc-incident', RECORDED_AT)).toBe('proc-incident-20250603-103000.replay.json');
    expect(replayFileName('事件', RECORDED_AT, 0)).toBe('form-20250603-023000.replay.json');
    expect(isoInZone(RECORDED_AT, -90)).toBe('2025-06-03T01:00:00-01:30');
  });
});
