// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import Ajv from 'ajv';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRegistry, type BlockDefinition } from '@core/registry';
import { emptyStateBlock } from '@plugins/blocks/empty-state';
import { errorPageBlock } from '@plugins/blocks/error-page';
import { featureNotEnabledBlock } from '@plugins/blocks/feature-not-enabled';
import { noPermissionBlock } from '@plugins/blocks/no-permission';
import errorPages from '../../fixtures/feedback/error-pages.json';
import emptyStates from '../../fixtures/feedback/empty-states.json';
import { renderIn } from '../../tests/unit/feedback/render';
import { renderWithRuntime, setup } from '../../tests/unit/react/support';

afterEach(cleanup);

// The first render waits for the lazy chunk to be transformed; slow on a busy machine.
const LAZY_TIMEOUT = 15000;

const blocks = [errorPageBlock, emptyStateBlock, featureNotEnabledBlock, noPermissionBlock] as const;
// Ajv runs here in Node only: it compiles schemas into code at run time, which the browser bundle never does (CSP).
const ajv = new Ajv({ allErrors: true, strict: true });

function validator(def: BlockDefinition<unknown>) {
  return ajv.compile(def.propsSchema ?? {});
}

function renderBlock(def: BlockDefinition<unknown>, props: Record<string, unknown>, language: 'zh' | 'en' = 'zh') {
  const View = def.component as ComponentType<Record<string, unknown>>;
  return renderIn(
    language,
    <Suspense fallback={<span>loading</span>}>
      <View {...props} />
    </Suspense>,
  );
}

describe('feedback blocks', () => {
  it('register under their page-JSON names', () => {
    const registry = createRegistry();
    blocks.forEach((def) => registry.blocks.register(def));
    expect(registry.blocks.list().map((def) => def.name)).toEqual(['errorPage', 'emptyState', 'featureNotEnabled', 'noPermission']);
  });

  it('have prop schemas that accept the fixtures and reject bad props', () => {
    const errorPage = validator(errorPageBlock);
    for (const entry of [...errorPages.types, errorPages.unknown]) {
      const { story: _story, ...props } = entry;
      expect(errorPage(props), JSON.stringify(errorPage.errors)).toBe(true);
    }
    expect(errorPage({ type: '404', title: { zh: '标题' } })).toBe(false);
    expect(errorPage({ type: 404 })).toBe(false);
    expect(errorPage({ onRetry: 'x' })).toBe(false);

    const emptyState = validator(emptyStateBlock);
    for (const { story: _story, ...props } of emptyStates.kinds) {
      expect(emptyState(props), JSON.stringify(emptyState.errors)).toBe(true);
    }
    expect(emptyState({ kind: 'custom' })).toBe(false);
    expect(emptyState({ kind: 'nothing' })).toBe(false);

    for (const def of [featureNotEnabledBlock, noPermissionBlock]) {
      const check = validator(def);
      expect(check({})).toBe(true);
      expect(check({ anything: 1 })).toBe(false);
    }
  });

  it('errorPage loads lazily and renders page-JSON props in the UI language', async () => {
    renderBlock(errorPageBlock, { type: 'loadFail', retry: true }, 'en');
    expect(await screen.findByRole('heading', { name: 'Loading failed' }, { timeout: LAZY_TIMEOUT })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    cleanup();
    renderBlock(errorPageBlock, { type: '404', title: { zh: '工单不存在', en: 'Ticket not found' } }, 'en');
    expect(await screen.findByRole('heading', { name: 'Ticket not found' }, { timeout: LAZY_TIMEOUT })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('emptyState renders the custom fixture per language', async () => {
    const custom = emptyStates.kinds.find((entry) => entry.kind === 'custom')!;
    const { story: _story, ...props } = custom;
    renderBlock(emptyStateBlock, props, 'zh');
    expect(await screen.findByRole('heading', { name: '暂无待办工单' }, { timeout: LAZY_TIMEOUT })).toBeTruthy();
    cleanup();
    renderBlock(emptyStateBlock, props, 'en');
    expect(await screen.findByRole('heading', { name: 'No tickets to do' }, { timeout: LAZY_TIMEOUT })).toBeTruthy();
  });

  it('featureNotEnabled and noPermission render', async () => {
    renderBlock(featureNotEnabledBlock, {});
    expect(await screen.findByRole('heading', { name: '功能未开通' }, { timeout: LAZY_TIMEOUT })).toBeTruthy();
    cleanup();
    const NoPermissionView = noPermissionBlock.component as ComponentType;
    const inApp = (entry: string, language: 'zh' | 'en') => {
      const t = setup({ language });
      renderWithRuntime(
        t.runtime,
        <MemoryRouter initialEntries={[entry]}>
          <Suspense fallback={<span>loading</span>}>
            <NoPermissionView />
          </Suspense>
        </MemoryRouter>,
      );
      return t;
    };
    inApp('/noPermission', 'zh');
    expect(await screen.findByRole('heading', { name: '您没有权限' }, { timeout: LAZY_TIMEOUT })).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy();
    cleanup();
    // Sent by the role check: says why, and offers only log out (home would land here again).
    const t = inApp('/noPermission?reason=role', 'en');
    expect(await screen.findByRole('heading', { name: 'This account cannot use the mobile web app' }, { timeout: LAZY_TIMEOUT })).toBeTruthy();
    expect(screen.getByText(/Open the service desk in a desktop browser or the mobile app/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to home' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(t.runtime.session.isLoggedIn()).toBe(false);
    // After the server's logout call (best effort).
    await waitFor(() => expect(t.host.assigned).toEqual([`/login?redirect=${encodeURIComponent('http://localhost/homePage')}`]));
  });
});
