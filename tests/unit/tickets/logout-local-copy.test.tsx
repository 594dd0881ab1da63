// @vitest-environment jsdom
// Issue 11 item 2: what one user typed does not reach the next person on the device. Logging out
// revokes the token at the gateway and removes every local copy; a copy that is still there (a
// login that merely expired) is only offered to the user who typed it.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage, logOut } from '@core';
import OrderCreate from '@plugins/blocks/order-create/order-create';
import { FORM_LOCAL_STORAGE_KEY, readLocalCopies } from '@plugins/blocks/ticket-shared/local-copy';
import { actAs, gatewayPerFile, type DemoUser } from './support';

const INCIDENT = 'proc-incident:3:90017';
const createUrl = `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`;

const gateway = gatewayPerFile();

const titleBox = () => within(document.querySelector('[data-field="title"]') as HTMLElement).getByRole('textbox');

/** A login of its own (not the shared cached token of the test helpers, which later tests still use). */
async function freshToken(user: DemoUser): Promise<string> {
  const response = await fetch(`${gateway.apiBase}/api/v2/base/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: user }) });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const permissionStatus = async (token: string) =>
  (await fetch(`${gateway.apiBase}/api/v2/base/menuPermission/login`, { headers: { authorization: `Bearer ${token}` } })).status;

/** Waits a moment, then: was the restore offer shown? */
async function offered(): Promise<boolean> {
  await screen.findByTestId('order-create-submit');
  await new Promise((resolve) => setTimeout(resolve, 100));
  return screen.queryByText('发现未提交的内容') !== null;
}

describe('logging out on a shared device', () => {
  it('revokes the token at the gateway and removes the typed input: the next user (and the same one) is offered nothing', async () => {
    const storage = createMemoryStorage();
    const zhangsan = await actAs(gateway, 'zhangsan', { storage });
    const token = await freshToken('zhangsan');
    storage.setItem('token', token);
    const view = zhangsan.open(createUrl, <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    fireEvent.change(titleBox(), { target: { value: 'Call me on 13800000000' } });
    await waitFor(() => expect(readLocalCopies(storage)[INCIDENT]?.values.title).toBe('Call me on 13800000000'), { timeout: 5000 });
    view.unmount();

    expect(await permissionStatus(token)).toBe(200);
    await logOut(zhangsan.runtime);
    expect(await permissionStatus(token)).toBe(401);
    expect(storage.getItem(FORM_LOCAL_STORAGE_KEY)).toBeNull();
    expect(storage.getItem('token')).toBeNull();
    expect(storage.getItem('loginInfo')).toBeNull();

    const lisi = await actAs(gateway, 'lisi', { storage });
    const next = lisi.open(createUrl, <OrderCreate />);
    expect(await offered()).toBe(false);
    expect((titleBox() as HTMLInputElement).value).toBe('');
    next.unmount();
    // Logging out removes the input for good (the choice documented in src/core/session/user-data.ts).
    const again = await actAs(gateway, 'zhangsan', { storage });
    again.open(createUrl, <OrderCreate />);
    expect(await offered()).toBe(false);
  });

  it('a copy without a user id (or of another user) is never offered to the next user', async () => {
    for (const owner of [undefined, '10001']) {
      const storage = createMemoryStorage();
      storage.setItem(FORM_LOCAL_STORAGE_KEY, JSON.stringify({ [INCIDENT]: { values: { title: 'Not yours' }, time: Date.now(), ...(owner ? { userId: owner } : {}) } }));
      const lisi = await actAs(gateway, 'lisi', { storage });
      const view = lisi.open(createUrl, <OrderCreate />);
      expect(await offered(), `owner ${owner}`).toBe(false);
      view.unmount();
    }
  });
});
