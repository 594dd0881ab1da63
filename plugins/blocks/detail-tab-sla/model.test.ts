// The SLA tab's pure logic: the countdown, the state of an instance at a moment, the readers.
import { describe, expect, it } from 'vitest';
import { countdown, readSlaAnswer, readSlaInstance, slaStatus, SOON_OVERDUE_MS, stateColor, targetParts, type SlaInstance } from './model';

const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;

describe('countdown', () => {
  it('shows the two largest units, seconds only under an hour', () => {
    expect(countdown(0, 2 * H + 3 * MIN)).toEqual({ overdue: false, seconds: 7380, parts: [{ unit: 'h', value: 2 }, { unit: 'min', value: 3 }] });
    expect(countdown(0, 2 * H + 3 * MIN + 59 * S).parts).toEqual([{ unit: 'h', value: 2 }, { unit: 'min', value: 3 }]);
    expect(countdown(0, 3 * 24 * H + 5 * H + 7 * MIN).parts).toEqual([{ unit: 'd', value: 3 }, { unit: 'h', value: 5 }]);
    expect(countdown(0, 4 * MIN + 9 * S).parts).toEqual([{ unit: 'min', value: 4 }, { unit: 's', value: 9 }]);
    expect(countdown(0, 2 * H).parts).toEqual([{ unit: 'h', value: 2 }]);
    expect(countdown(0, 42 * S).parts).toEqual([{ unit: 's', value: 42 }]);
  });

  it('counts past the deadline as overdue', () => {
    expect(countdown(15 * MIN, 0)).toEqual({ overdue: true, seconds: 900, parts: [{ unit: 'min', value: 15 }] });
    expect(countdown(26 * H + 1, 0).parts).toEqual([{ unit: 'd', value: 1 }, { unit: 'h', value: 2 }]);
  });

  it('never shows zero before the deadline; at the deadline it is zero and not overdue', () => {
    expect(countdown(0, 1)).toMatchObject({ overdue: false, seconds: 1 });
    expect(countdown(5, 5)).toEqual({ overdue: false, seconds: 0, parts: [{ unit: 's', value: 0 }] });
    expect(countdown(6, 5)).toMatchObject({ overdue: true, seconds: 0 });
  });

  it('targets in minutes read the same way', () => {
    expect(targetParts(30)).toEqual([{ unit: 'min', value: 30 }]);
    expect(targetParts(480)).toEqual([{ unit: 'h', value: 8 }]);
    expect(targetParts(72 * 60)).toEqual([{ unit: 'd', value: 3 }]);
  });
});

const base: SlaInstance = { key: 'k', name: 'SLA', type: 'SLA', responseDeadline: 60 * MIN, resolveDeadline: 8 * H, responded: false, solved: false, paused: false };

describe('slaStatus', () => {
  it('no response, soon overdue within 30 minutes, then overdue; the countdown runs to the response deadline', () => {
    expect(slaStatus(base, 0)).toEqual({ response: 'noResponse', resolve: 'unsolved', next: { kind: 'response', deadline: 60 * MIN } });
    expect(slaStatus(base, 60 * MIN - SOON_OVERDUE_MS).response).toBe('responseSoon');
    expect(slaStatus(base, 60 * MIN - SOON_OVERDUE_MS - 1).response).toBe('noResponse');
    expect(slaStatus(base, 61 * MIN).response).toBe('responseOverdue');
    expect(slaStatus(base, 8 * H + 1)).toMatchObject({ response: 'responseOverdue', resolve: 'resolveOverdue' });
  });

  it('responded (on time or late) moves the countdown to the resolution; solved ends it', () => {
    const responded = { ...base, responded: true, respondedTime: 10 * MIN };
    expect(slaStatus(responded, 20 * MIN)).toEqual({ response: 'responded', resolve: 'unsolved', next: { kind: 'resolve', deadline: 8 * H } });
    expect(slaStatus({ ...base, responded: true, respondedTime: 61 * MIN }, 62 * MIN).response).toBe('respondedLate');
    expect(slaStatus({ ...responded, solved: true, solvedTime: 2 * H }, 9 * H)).toEqual({ response: 'responded', resolve: 'solved' });
    expect(slaStatus({ ...responded, solved: true, solvedTime: 9 * H }, 10 * H).resolve).toBe('solvedLate');
  });

  it('a paused clock has no countdown and is not "soon" overdue', () => {
    expect(slaStatus({ ...base, paused: true }, 50 * MIN)).toEqual({ response: 'noResponse', resolve: 'unsolved' });
    expect(slaStatus({ ...base, paused: true }, 61 * MIN).response).toBe('responseOverdue');
  });

  it('colours: success, warning, danger, default', () => {
    expect(['solved', 'resolveSoon', 'responseOverdue', 'respondedLate', 'noResponse'].map((s) => stateColor(s as never))).toEqual(['success', 'warning', 'danger', 'danger', 'default']);
  });
});

describe('readers', () => {
  it('read an instance leniently; flags fall back on the times', () => {
    expect(readSlaInstance({ id: 'x', name: 'N', type: 'ola', responseDeadline: '2026-01-05 10:00:00', respondedTime: 5, responseTargetMinutes: '60' }, 0, 480)).toEqual({
      key: 'x',
      name: 'N',
      type: 'OLA',
      responseTargetMinutes: 60,
      resolveTargetMinutes: undefined,
      startTime: undefined,
      responseDeadline: Date.UTC(2026, 0, 5, 2),
      resolveDeadline: undefined,
      respondedTime: 5,
      solvedTime: undefined,
      responded: true,
      solved: false,
      paused: false,
    });
    expect(readSlaInstance(null)).toBeUndefined();
  });

  it('read the answer: null SLA, OLAs, the isResponseSla refinement', () => {
    expect(readSlaAnswer({ sla: null, otherOlaList: [] })).toEqual({ olas: [] });
    const answer = readSlaAnswer({ sla: { id: 's' }, otherOlaList: [{ id: 'o1', type: 'SLA' }, 'junk', { id: 'o2' }] }, true);
    expect(answer.sla).toMatchObject({ key: 's', responded: true });
    expect(answer.olas.map((o) => [o.key, o.type])).toEqual([
      ['o1', 'OLA'],
      ['o2', 'OLA'],
    ]);
    expect(readSlaAnswer({ sla: { id: 's' } }, false).sla!.responded).toBe(false);
    expect(readSlaAnswer(undefined)).toEqual({ olas: [] });
  });
});
