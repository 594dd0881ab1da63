// Shared wrapper of the React and app tests: a runtime on the core tests' fake server
// (plus the app's blocks and typical gateway answers) and a render inside RuntimeProvider.
import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { ActionDefinition, BlockDefinition, HostAdapter, LoginInfo, SessionUser } from '@core';
import { RuntimeProvider } from '@react';
import { builtinBlocks } from '@app/blocks';
import { createTestRuntime, ok, type TestRuntime } from '../core/fake-server';

export { ok };

// The machine is shared and lazy blocks are transformed on first use: give async queries room.
configure({ asyncUtilTimeout: 5000 });

/** Login info as the gateway sends it (the server adds a display `name` beside the account name). */
export const zhangsan: LoginInfo = {
  user: { userId: '10001', userName: 'zhangsan', name: '张三', accountId: 'acc-1', groupId: 'g-desk-l1', groupName: '一线服务台' } as SessionUser,
  rbac: ['10', '20'],
};

export interface SetupOptions {
  /** Stored login info (null = none). @default zhangsan */
  loginInfo?: LoginInfo | null;
  language?: 'zh' | 'en';
  blocks?: readonly BlockDefinition[];
  /** Action plugins (the worklist's swipe and batch actions). @default none */
  actions?: readonly ActionDefinition[];
  token?: string | null;
  /** Host adapter parts that differ from a phone at http://localhost/homePage. */
  host?: Partial<HostAdapter>;
}

/** A logged-in runtime with the app's blocks; boot calls answer like the gateway. */
export function setup(options: SetupOptions = {}): TestRuntime {
  const stored: Record<string, string> = { language: options.language ?? 'zh' };
  const info = options.loginInfo === undefined ? zhangsan : options.loginInfo;
  if (info) stored.loginInfo = JSON.stringify(info);
  const t = createTestRuntime({
    plugins: { blocks: options.blocks ?? builtinBlocks, ...(options.actions ? { actions: options.actions } : {}) },
    storage: stored,
    token: options.token,
    host: { currentHref: () => 'http://localhost/homePage', ...options.host },
  });
  t.server.on('GET', '/api/v2/base/webConfig', ok({ dosm: { web: {} } }));
  t.server.on('GET', '/api/v2/base/menuPermission/login', ok(info ?? zhangsan));
  t.server.on('POST', '/api/v2/base/role/get', ok([]));
  t.server.on('POST', '/api/v2/biz/h5workOrder/list', ok({ records: [], total: 0 }));
  t.server.on('POST', '/api/v2/biz/h5workOrder/workStatus/count', ok({ unfinished: 0, finished: 0, todo: 0 }));
  return t;
}

export function renderWithRuntime(runtime: TestRuntime['runtime'], ui: ReactElement): RenderResult {
  return render(<RuntimeProvider runtime={runtime}>{ui}</RuntimeProvider>);
}

/**
 * jsdom has no layout: antd-mobile's InfiniteScroll only loads when its element
 * has an offsetParent, which jsdom never reports. Tests of scrolling lists call this.
 */
export function fakeLayout(): () => void {
  const descriptor = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.parentElement;
    },
  });
  return () => {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, 'offsetParent', descriptor);
  };
}
