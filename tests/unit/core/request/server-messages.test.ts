// Issue 10 item 3: a server message the client knows reaches the user in the user's language, not as sent
// (the fixture gateway answered "API address error, enter again: /api/v2/..." inside the Chinese UI).
import { describe, expect, it } from 'vitest';
import { createOptionSource } from '@core/form/options';
import { serverMessageKey } from '@core/i18n/server-messages';
import { createTestRuntime } from '../fake-server';

const PAGE = '/api/v2/base/process/listApiContent4Page';
const modules = { type: 'SELECT_MANY', xProps: { apiStr: '/api/v2/business/serviceModule/list', optionLabel: 'moduleName', optionValue: 'moduleId' } };

async function optionError(language: 'zh' | 'en', reply: { status: number; body: unknown }) {
  const { runtime, server, events } = createTestRuntime({ storage: { language } });
  server.on('POST', PAGE, reply);
  const source = createOptionSource(modules, { request: runtime.request, t: (key, options) => runtime.i18n.t(key, options) });
  await source.ensureLoaded();
  return { error: source.getState().error, events };
}

describe('server messages', () => {
  it('an English catalogue message with details becomes the zh text in zh; in en it is shown as sent', async () => {
    const english = { status: 400, body: { code: 400, msg: 'API address error, enter again: /api/v2/business/serviceModule/list' } };
    expect((await optionError('zh', english)).error).toBe('API地址错误，请重新输入');
    expect((await optionError('en', english)).error).toBe('API address error, enter again: /api/v2/business/serviceModule/list');
  });

  it('a Chinese catalogue message becomes the en text in en; in zh it is shown as sent', async () => {
    const chinese = { status: 200, body: { code: 100001, msg: 'API地址错误，请重新输入：/x' } };
    expect((await optionError('en', chinese)).error).toBe('API address error, please enter it again');
    expect((await optionError('zh', chinese)).error).toBe('API地址错误，请重新输入：/x');
  });

  it('the toast of a call that is not silent says the translated text', async () => {
    const { runtime, server, events } = createTestRuntime({ storage: { language: 'zh' } });
    server.on('POST', '/api/v2/base/thing', { status: 500, body: { code: 500, msg: 'Ticket deleted or no access' } });
    await runtime.request.post('/api/v2/base/thing', {}).catch(() => undefined);
    expect(events['toast:show']).toEqual([{ type: 'error', message: '工单已删除或您无权访问' }]);
  });

  it('a message outside the catalogue is shown as the server sent it', async () => {
    expect((await optionError('zh', { status: 200, body: { code: 9, msg: '模块服务维护中' } })).error).toBe('模块服务维护中');
    expect(serverMessageKey('server said no')).toBeUndefined();
    expect(serverMessageKey('')).toBeUndefined();
  });
});
