// @vitest-environment jsdom
// The create page offline (issue 20): Submit and Save draft made while offline go to the outbox (the
// user is told; the input stays in the form and the local copy); after a "reload" (a new runtime on the
// same storage and IndexedDB) the banner shows them and the copy is offered; back online they are sent
// once each, and a second submit of the same content before that is not queued twice.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@core';
import { outboxOf } from '@plugins/blocks/outbox/runner';
import { readLocalCopies } from '@plugins/blocks/ticket-shared/local-copy';
import OrderCreate from './order-create';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

const INCIDENT = 'proc-incident:3:90017';
const url = `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}&modelAnalysis=${encodeURIComponent(JSON.stringify({ urgentLevel: '2', occurTime: dayjs().subtract(1, 'hour').format('YYYY-MM-DD HH:mm:ss'), description: '<p>offline</p>' }))}`;
const gateway = gatewayPerFile();
const titleBox = () => document.querySelector('[data-field="title"] input, [data-field="title"] textarea') as HTMLInputElement;

function setOnline(online: boolean) {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
afterEach(() => setOnline(true));

describe('create page offline', () => {
  it('queues the submit and the draft, keeps the input, and sends each once when back online', async () => {
    const storage = createMemoryStorage();
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    let stop = () => zhangsan.runtime.dispose();
    zhangsan.open(url, <OrderCreate localCopyDelayMs={0} />);
    await screen.findByTestId('order-create-submit');
    fireEvent.change(titleBox(), { target: { value: 'Typed offline' } });
    setOnline(false);

    fireEvent.click(screen.getByTestId('order-create-submit'));
    await waitFor(() => expect(zhangsan.toasts('info')).toContain('已存入待发送，联网后将自动发送'));
    // The same content again: the same intent, not a second entry.
    fireEvent.click(screen.getByTestId('order-create-submit'));
    // jsdom's fetch still reaches the gateway: the connection fails as it would offline.
    await gateway.fault({ match: 'draft/save', drop: true, times: 1 });
    fireEvent.click(screen.getByTestId('order-create-save-draft'));
    await waitFor(async () => expect((await outboxOf(zhangsan.runtime)!.list()).map((e) => e.kind)).toEqual(['create', 'draft']));
    expect(titleBox().value).toBe('Typed offline');
    expect(readLocalCopies(storage)[INCIDENT]?.values.title).toBe('Typed offline');
    expect(await screen.findByTestId('outbox-banner')).toBeTruthy();

    // Reload while still offline: the outbox and the copy are still there.
    stop();
    cleanup();
    const again = await actAs(gateway, 'zhangsan', { storage });
    stop = () => again.runtime.dispose();
    again.open(url, <OrderCreate />);
    expect((await screen.findByTestId('outbox-banner')).getAttribute('data-count')).toBe('2');
    await screen.findByText('发现未提交的内容');

    setOnline(true);
    await waitFor(async () => expect(await outboxOf(again.runtime)!.list()).toEqual([]));
    const made = Object.values((await gateway.state()).workflow?.tickets ?? {}).filter((t) => t.formData.title === 'Typed offline');
    expect(made.filter((t) => !t.isDraft)).toHaveLength(1);
    expect(made.filter((t) => t.isDraft)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('outbox-banner')).toBeNull());
    // What the copy held was sent: the restore offer closes by itself (restoring it would only invite a second ticket).
    await waitFor(() => expect(screen.queryByText('发现未提交的内容')).toBeNull());
    expect(readLocalCopies(storage)[INCIDENT]).toBeUndefined();
    stop();
  });
});
