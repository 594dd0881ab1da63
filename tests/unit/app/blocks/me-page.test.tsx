// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { JsonPage } from '../../../../src/react';
import { renderWithRuntime, setup } from '../../react/support';

afterEach(cleanup);

describe('mePage block', () => {
  it('shows the current user and group', async () => {
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    expect((await screen.findByTestId('me-name')).textContent).toBe('张三');
    expect(screen.getByText('所属组: 一线服务台')).toBeTruthy();
  });

  it('switches the language: texts change and the choice is stored under `language`', async () => {
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    expect(await screen.findByText('语言')).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    fireEvent.click(screen.getByText('English'));
    expect(await screen.findByText('Language')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByText('Group: 一线服务台')).toBeTruthy();
    expect(t.runtime.i18n.language()).toBe('en');
    expect(t.storage.getItem('language')).toBe('en');
    fireEvent.click(screen.getByText('中文'));
    expect(await screen.findByText('语言')).toBeTruthy();
  });

  it('logs out after confirmation: clears the session and goes to the login address', async () => {
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    fireEvent.click(await screen.findByText('确定'));
    await waitFor(() => expect(t.host.assigned).toEqual([`/login?redirect=${encodeURIComponent('http://localhost/homePage')}`]));
    expect(t.storage.getItem('token')).toBeNull();
    expect(t.storage.getItem('loginInfo')).toBeNull();
  });

  it('keeps the session when logout is cancelled', async () => {
    const t = setup();
    renderWithRuntime(t.runtime, <JsonPage blocks={[{ name: 'mePage' }]} />);
    fireEvent.click(await screen.findByRole('button', { name: '退出登录' }));
    fireEvent.click(await screen.findByText('取消'));
    await waitFor(() => expect(screen.queryByText('确定退出登录吗？')).toBeNull());
    expect(t.host.assigned).toEqual([]);
    expect(t.storage.getItem('token')).not.toBeNull();
  });
});
