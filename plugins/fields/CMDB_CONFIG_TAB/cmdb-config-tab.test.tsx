// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdbStoryTicket } from '../../../stories/fields/cmdb-adapter';
import { cmdbFieldControl, renderCmdbForm } from '../shared/cmdb/test-utils';
import { cmdbConfigTabField } from './definition';

afterEach(cleanup);

const schema = { type: 'object', properties: { linked: { title: '关联配置项', 'x-component': 'CMDB_CONFIG_TAB', 'x-index': 1, 'x-props': { tabId: cmdbStoryTicket.tabId } } } };
const ticket = { workOrderId: cmdbStoryTicket.workOrderId };

describe('CMDB_CONFIG_TAB', () => {
  it('maps tabId and submits ids', () => {
    expect(cmdbConfigTabField.valueKind).toBe('multi');
    expect(cmdbConfigTabField.mapProps?.({ tabId: 12 })).toEqual({ tabId: '12' });
    expect(cmdbConfigTabField.commitValue?.([{ ciId: 'a' }, 'b'], {})).toEqual(['a', 'b']);
  });

  it('lists the CIs linked on the ticket tab and keeps the value equal to their ids', async () => {
    const bodies: unknown[] = [];
    const { session } = renderCmdbForm(schema, { ticket, values: { linked: ['stale'] }, onCall: (path, body) => path === '/tab/listCi/backfill' && bodies.push(body) });
    await waitFor(() => expect(screen.getAllByTestId('ci-tab-field-item')).toHaveLength(3));
    expect(bodies).toEqual([{ tabId: 'tab-ci', workOrderId: 'WO-STORY-1' }]);
    expect(screen.getAllByTestId('ci-tab-field-item')[0]!.textContent).toBe('web-001编码 SRV-001 · 服务器');
    expect(screen.getByRole('list', { name: '已关联 3 个配置项' })).toBeTruthy();
    await waitFor(() => expect(session.getSubmitValues().linked).toEqual(['ci-srv-001', 'ci-app-001', 'ci-db-002']));
    session.dispose();
  });

  it('read-only too (en); a form without a ticket shows "--" and asks nothing', async () => {
    const calls: string[] = [];
    const { session } = renderCmdbForm(schema, { ticket, mode: 'readOnly', language: 'en' });
    await waitFor(() => expect(screen.getAllByTestId('ci-tab-field-item')[1]!.textContent).toBe('邮件系统Code APP-001 · Application'));
    session.dispose();
    cleanup();
    const bare = renderCmdbForm(schema, { onCall: (path) => calls.push(path) });
    expect(cmdbFieldControl('linked').textContent).toBe('--');
    expect(calls).toEqual([]);
    bare.session.dispose();
  });

  it('a failed load shows the failure with Retry', async () => {
    let down = true;
    const { session } = renderCmdbForm(schema, { ticket, failing: () => down });
    const failure = await screen.findByTestId('ci-tab-field-state-error');
    down = false;
    fireEvent.click(within(failure).getByRole('button', { name: /重试|Retry/ }));
    await waitFor(() => expect(screen.getAllByTestId('ci-tab-field-item')).toHaveLength(3));
    session.dispose();
  });
});
