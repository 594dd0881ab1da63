import { describe, expect, it } from 'vitest';
import { buildActionButtons, isFrozen, isOperable, splitOverflow, type ServerButton } from '@core/buttons';
import { loadFixtureFile } from '../../../../fixtures/workflows/factories';

const incidentButtons = () => loadFixtureFile('workflows/incident.buttons.json') as ServerButton[];

describe('buildActionButtons', () => {
  it('drops cancel, orders by orderNumber and disables stopUsing (incident fixture)', () => {
    const buttons = buildActionButtons(incidentButtons());
    expect(buttons.map((b) => b.type)).toEqual(['COMMIT', 'TRANSFER', 'ROLLBACK', 'HANGUP', 'URGE', 'CLOSE', 'ADDKNOWLEDGE', 'COPY']);
    expect(buttons.find((b) => b.type === 'URGE')).toMatchObject({ disabled: true, disabledReason: 'stopUsing', name: '催办' });
    expect(buttons.filter((b) => b.disabled).map((b) => b.type)).toEqual(['URGE']);
    expect(buttons[0]).toEqual({ key: 'btn-inc-01', type: 'COMMIT', name: '提交', orderNumber: 1, disabled: false });
  });

  it('drops COPY only when the host sets clearCopyBtn', () => {
    expect(buildActionButtons(incidentButtons(), { clearCopyBtn: true }).map((b) => b.type)).not.toContain('COPY');
    expect(buildActionButtons(incidentButtons(), { clearCopyBtn: false }).map((b) => b.type)).toContain('COPY');
  });

  it('a frozen (PENDING 50) ticket: everything disabled but resume and copy', () => {
    const buttons = buildActionButtons(
      [
        { name: 'Resume', status: 'enable', extString: 'HANGDOWN', orderNumber: 2 },
        { name: 'Copy', status: 'enable', extString: 'COPY', orderNumber: 1 },
        { name: 'Submit', status: 'enable', extString: 'COMMIT', orderNumber: 3 },
      ],
      { dataStatus: 50 },
    );
    expect(buttons.map((b) => [b.type, b.disabled, b.disabledReason])).toEqual([
      ['COPY', false, undefined],
      ['HANGDOWN', false, undefined],
      ['COMMIT', true, 'frozen'],
    ]);
  });

  it('keeps the server order for equal or missing orderNumbers, accepts numeric strings, tolerates junk', () => {
    const buttons = buildActionButtons([
      { name: 'b', status: 'enable', extString: 'CLOSE', orderNumber: 'x' },
      { name: 'a', status: 'enable', extString: 'claim', orderNumber: '2' },
      { name: 'c', status: 'enable', extString: 'COMMIT', orderNumber: 2 },
      { name: 'cancel', status: 'enable', extString: 'cancel', orderNumber: 0 },
      { name: '', status: 'enable', extString: '', orderNumber: 1 },
    ]);
    expect(buttons.map((b) => b.type)).toEqual(['CLAIM', 'COMMIT', 'CLOSE']);
    expect(buildActionButtons(undefined)).toEqual([]);
  });

  it('types no plugin serves are disabled', () => {
    const buttons = buildActionButtons([{ name: 'X', status: 'enable', extString: 'MAGIC', orderNumber: 1 }], { isRegistered: () => false });
    expect(buttons[0]).toMatchObject({ disabled: true, disabledReason: 'unregistered' });
  });
});

describe('frozen tickets', () => {
  it('only resume operates a PENDING ticket; copy (a new ticket) stays available', () => {
    expect(isFrozen(50)).toBe(true);
    expect(isFrozen(0)).toBe(false);
    expect(isOperable('HANGDOWN', 50)).toBe(true);
    expect(isOperable('COPY', 50)).toBe(true);
    for (const type of ['COMMIT', 'CLOSE', 'TRANSFER', 'UPDATE', 'URGE', 'HANGUP', 'ROLLBACK', 'WITHDRAW']) expect(isOperable(type, 50), type).toBe(false);
    expect(isOperable('COMMIT', 0)).toBe(true);
  });
});

describe('splitOverflow', () => {
  it('up to three inline; more: two inline plus the sheet', () => {
    expect(splitOverflow([1, 2, 3])).toEqual({ inline: [1, 2, 3], overflow: [] });
    expect(splitOverflow([1, 2, 3, 4, 5])).toEqual({ inline: [1, 2], overflow: [3, 4, 5] });
  });
});
