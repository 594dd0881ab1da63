/**
 * Drives the replay recorder over the incident workflow as the app would: a create form whose linkage
 * calls are answered like the fixture gateway answers them (the LOADING scenario of a new ticket, the
 * ONCHANGE scenarios of the changed field whose `when` values the form holds), watched and loaded, then
 * a few user changes that trigger linkage and a validation (the submit button).
 * fixtures/replays/recorded-incident.replay.json is its output (`UPDATE_RECORDING=1` rewrites it).
 */
import { createI18n } from '@core/i18n';
import { createMemoryStorage } from '@core/storage';
import type { LinkageRequest } from '@core/form/linkage/engine';
import { createRecordedSession, createReplayRecorder } from '@core/form/replay/record';
import type { Replay } from '@core/form/replay';
import { workflowForm, workflowTriggerMap } from '../../../../../fixtures/workflows/factories';
import { builtinFieldTypes } from '../../../../support/field-types';

/** The recording's clock: the replays' usual morning. */
export const RECORDED_AT = Date.parse('2025-06-03T10:30:00+08:00');

const texts = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined && v !== null && v !== '').map(String);

/** A server answering linkage calls from fixtures/workflows/incident.trigger-map.json. */
export function incidentServer(): LinkageRequest {
  const fixture = workflowTriggerMap('incident');
  const scenarios = Object.values(fixture.scenarios);
  return (async (kind: string, payload: unknown) => {
    const body = (payload ?? {}) as Record<string, unknown>;
    if (kind === 'triggerFieldList') return structuredClone(fixture.triggerFieldList ?? []);
    if (kind === 'allFieldHooks') return [];
    if (kind !== 'linkFieldContent') return null;
    const values = (body.formData ?? {}) as Record<string, unknown>;
    const hits =
      body.eventType === 'LOADING'
        ? scenarios.filter((s) => s.eventType === 'LOADING').slice(0, 1)
        : scenarios.filter((s) => s.eventType === 'ONCHANGE' && s.showField === body.showField && Object.entries(s.when ?? {}).every(([path, want]) => texts(want).some((w) => texts(values[path]).includes(w))));
    return structuredClone(hits[0]?.triggerMap ?? {});
  }) as LinkageRequest;
}

/** The user's changes, in order: each a field and its new value. */
export const INCIDENT_CHANGES: ReadonlyArray<readonly [string, unknown]> = [
  ['title', 'VPN 无法连接'],
  ['urgentLevel', '3'],
  ['affectedService', 'svc-vpn'],
  ['impact', 'impact-company'],
];

/** Records the incident form: load, start recording, the changes, a validation; returns the replay. */
export async function recordIncident(name = 'recorded-incident'): Promise<Replay> {
  const i18n = createI18n({ storage: createMemoryStorage({ language: 'zh' }) });
  const built = createRecordedSession({
    schema: workflowForm('incident'),
    registry: builtinFieldTypes(),
    t: (key, options) => i18n.t(key, options),
    values: {},
    now: () => RECORDED_AT,
    user: { userId: '10001', userName: 'zhangsan' },
    linkage: { request: incidentServer(), processDefKey: 'proc-incident' },
  });
  if (!built.ok) throw built.error;
  const { session, tap } = built;
  const recorder = createReplayRecorder({ tap, language: 'zh' });
  const stop = session.watch();
  try {
    await session.load();
    recorder.start();
    await recorder.whenQuiet();
    for (const [path, value] of INCIDENT_CHANGES) {
      session.controller.setValue(path, value);
      await recorder.whenQuiet();
    }
    await session.validate();
    await recorder.stop();
    return recorder.toReplay(name);
  } finally {
    stop();
    session.dispose();
  }
}
