// @vitest-environment jsdom
// A chat's message action end to end against the fixture gateway:
// the flow center's authorization (allowed: the notice and the entry kept on the create links; not allowed or a
// broken launch query: a toast and /noPermission?from=message_action), the create page reading the messages through
// the gateway host provider into the description (text, image, file, media, post, unsupported; the 9-image cap), the
// submit forgetting them and going to the success page, and the sanitising of the conversion.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRuntime, createMemoryStorage } from '@core';
import { RuntimeProvider } from '@react';
import FlowCenter from '@plugins/blocks/flow-center/flow-center';
import OrderCreate from '@plugins/blocks/order-create/order-create';
import { useChatEntry } from '@plugins/blocks/order-create/use-chat-entry';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';
import { createGatewayBridge, createHostBridge, type HostWindow } from './host-bridge';
import { sanitizeChatHtml } from './sanitize';
import { rememberEntry } from './entry';

const gateway = gatewayPerFile();

afterEach(() => vi.useRealTimers());

const INCIDENT = 'proc-incident:3:90017';
const launch = (triggerId: string, shortcutId?: string) => encodeURIComponent(JSON.stringify(shortcutId ? { __trigger_id__: triggerId, shortcutId } : { __trigger_id__: triggerId }));
const entry = (triggerId: string, shortcutId?: string) => `from=message_action&bdp_launch_query=${launch(triggerId, shortcutId)}`;
const descriptionHtml = () => document.querySelector('[data-field="description"] .ProseMirror, [data-field="description"] [contenteditable]')?.innerHTML ?? '';

describe('flow center in a chat entry', () => {
  it('checks the shortcut, says the ticket comes from the chat, and keeps the entry on the create links', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open(`/orderCreateByGroupChat?${entry('trg-demo', 'sc-incident')}`, <FlowCenter />);
    expect(await screen.findByTestId('flow-chat-notice')).toBeTruthy();
    expect(screen.getByTestId('flow-chat-notice').textContent).toContain('将根据群聊中选中的消息创建工单');
    const link = (await screen.findAllByTestId('flow-template')).find((row) => row.textContent?.includes('事件管理'))!;
    fireEvent.click(link);
    await waitFor(() => expect(view.location()).toBe(`/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}&${entry('trg-demo', 'sc-incident').replace(/%20/g, '+')}`));
    expect(new URLSearchParams(view.location().split('?')[1]).get('bdp_launch_query')).toBe('{"__trigger_id__":"trg-demo","shortcutId":"sc-incident"}');
    // Remembered for the catalogue's tiles (which open the create page without the entry).
    expect(JSON.parse(zhangsan.storage.getItem('groupChatEntry')!).query).toContain('from=message_action');
  });

  it('a shortcut the user may not use: a no-permission toast and /noPermission?from=message_action', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open(`/orderCreateByGroupChat?${entry('trg-restricted', 'sc-restricted')}`, <FlowCenter />);
    await waitFor(() => expect(view.location()).toBe('/noPermission?from=message_action'));
    expect(zhangsan.toasts('error')).toContain('你没有权限使用该快捷操作');
    expect(screen.queryByTestId('flow-template')).toBeNull();
  });

  it('lisi may use the restricted one; the check is asked by the trigger id when there is no shortcut id', async () => {
    const lisi = await actAs(gateway, 'lisi', { language: 'en' });
    lisi.open(`/orderCreateByYunxiaohuiChat?${entry('trg-restricted')}`, <FlowCenter />);
    expect((await screen.findByTestId('flow-chat-notice')).textContent).toContain('The ticket will be created from the messages');
  });

  it('a broken launch query (no id) and a failing check both lead to no permission, in English too', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    const first = zhangsan.open(`/orderCreateByGroupChat?from=message_action&bdp_launch_query=${encodeURIComponent('{oops')}`, <FlowCenter />);
    await waitFor(() => expect(first.location()).toBe('/noPermission?from=message_action'));
    expect(zhangsan.toasts('error')).toContain('You have no permission to use this shortcut');
    cleanup();
    await gateway.fault({ match: 'shortcuts/checkAuth', status: 500, times: 1 });
    const second = zhangsan.open(`/orderCreateByGroupChat?${entry('trg-demo')}`, <FlowCenter />);
    await waitFor(() => expect(second.location()).toBe('/noPermission?from=message_action'));
  });

  it('without an entry: no check, no notice, and any remembered entry is forgotten', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    rememberEntry(zhangsan.storage, new URLSearchParams('from=message_action&triggerId=trg-demo'), '10001');
    zhangsan.open('/flowCenter', <FlowCenter />);
    await screen.findAllByTestId('flow-template');
    expect(screen.queryByTestId('flow-chat-notice')).toBeNull();
    expect(zhangsan.storage.getItem('groupChatEntry')).toBeNull();
  });
});

describe('create page in a chat entry', () => {
  it('puts the converted messages into the description; the submit forgets them and goes to the success page', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const prefill = { urgentLevel: '2', occurTime: dayjs().subtract(1, 'hour').format('YYYY-MM-DD HH:mm:ss'), title: 'Mail down', description: '<p>Typed before.</p>' };
    const url = `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}&modelAnalysis=${encodeURIComponent(JSON.stringify(prefill))}&${entry('trg-demo', 'sc-incident')}`;
    const view = zhangsan.open(url, <OrderCreate />);
    const status = await screen.findByTestId('order-create-chat-status');
    expect(status.getAttribute('role')).toBe('status');
    await waitFor(() => expect(screen.getByTestId('order-create-chat-status').getAttribute('data-state')).toBe('done'));
    expect(screen.getByTestId('order-create-chat-status').textContent).toBe('群聊消息已填入描述');
    const stored = JSON.parse(zhangsan.storage.getItem('groupChatConversion')!) as { triggerId: string; html: string };
    expect(stored.triggerId).toBe('trg-demo');
    const html = stored.html;
    // After what the description held; sender and time (UTC+8); every type.
    expect(html).toContain('<strong>张三</strong> 2026-11-27 09:30');
    expect(html).toContain('Outlook 从早上 8 点起连不上邮件服务器。<br>已重启电脑，无效。');
    expect(html).toMatch(/<img src="[^"]*\/api\/v2\/base\/file\/download\?id=[0-9a-f]{32}" alt="outlook-error.png" style="max-width:300px;max-height:100px;width:auto;height:auto">/);
    expect(html).toMatch(/<a href="[^"]*\/file\/download\?id=[0-9a-f]{32}" target="_blank" rel="noopener noreferrer">mail-log.txt<\/a>/);
    expect(html).toContain('>screen-recording.mp4</a>');
    expect(html).toContain('<p><strong>影响范围</strong></p><p>@张三 5 楼财务部都受影响 &lt;b&gt;不是&lt;/b&gt;个别现象</p>');
    expect(html).toContain('[格式不支持]');
    // The downloaded image is served by the files routes.
    const src = /<img src="([^"]+)"/.exec(html)![1]!;
    const image = await fetch(src.startsWith('http') ? src : `${gateway.origin}${src}`);
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);

    // Submit: success, the messages forgotten, then (300 ms) the success page without the launch query.
    fireEvent.click(screen.getByTestId('order-create-submit'));
    const sheet = await screen.findByRole('dialog', { name: '提交' });
    fireEvent.click(within(sheet).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(zhangsan.toasts('success')).toContain('提交成功'));
    await waitFor(() => expect(view.location()).toBe('/orderCreateByGroupChatSuccess'));
    expect(zhangsan.storage.getItem('groupChatConversion')).toBeNull();
    const [ticket] = Object.values((await gateway.state()).workflow?.tickets ?? {});
    const description = String(ticket!.formData.description);
    expect(description.startsWith('<p>Typed before.</p>')).toBe(true);
    expect(description).toContain('@张三');
    expect(description).toContain('mail-log.txt');
  });

  it('more than 9 images: 9 downloaded, the rest say so', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    zhangsan.open(`/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}&${entry('trg-many-images')}`, <OrderCreate />);
    await waitFor(() => expect(screen.getByTestId('order-create-chat-status').getAttribute('data-state')).toBe('done'), { timeout: 15000 });
    const html = (JSON.parse(zhangsan.storage.getItem('groupChatConversion')!) as { html: string }).html;
    expect(html.match(/<img /g)).toHaveLength(9);
    expect(html.match(/more than 9 images, not downloaded/g)).toHaveLength(2);
  });

  it('a catalogue tile (no entry in the address) still finds the remembered entry; unreadable messages keep the form usable', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    rememberEntry(zhangsan.storage, new URLSearchParams('from=message_action&triggerId=trg-unknown'), '10001');
    zhangsan.open(`/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`, <OrderCreate />);
    await waitFor(() => expect(screen.getByTestId('order-create-chat-status').getAttribute('data-state')).toBe('failed'));
    expect(screen.getByTestId('order-create-chat-status').textContent).toBe('群聊消息读取失败，请手动填写描述');
    expect(screen.getByTestId('order-create-submit')).toBeTruthy();
    expect(descriptionHtml()).not.toContain('张三');
  });

  it('an ordinary create page shows nothing of it', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(`/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`, <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    expect(screen.queryByTestId('order-create-chat-status')).toBeNull();
  });
});

describe('after the submit', () => {
  it('forgets the messages at once and goes to the success page after 300 ms, replacing the entry', () => {
    vi.useFakeTimers();
    const storage = createMemoryStorage({ groupChatConversion: '{"triggerId":"t","html":"x"}', groupChatEntry: '{}' });
    const runtime = createRuntime({ storage, config: {} });
    const navigations: Array<{ to: string; replace?: boolean }> = [];
    runtime.bus.on('router:navigate', (event) => void navigations.push(event));
    let finish: () => void = () => undefined;
    function Probe() {
      finish = useChatEntry(new URLSearchParams('from=message_action&triggerId=t'), undefined, createGatewayBridge(runtime)).finish;
      return null;
    }
    render(
      <RuntimeProvider runtime={runtime}>
        <Probe />
      </RuntimeProvider>,
    );
    act(() => finish());
    expect(storage.getItem('groupChatConversion')).toBeNull();
    expect(storage.getItem('groupChatEntry')).toBeNull();
    act(() => void vi.advanceTimersByTime(299));
    expect(navigations).toEqual([]);
    act(() => void vi.advanceTimersByTime(1));
    expect(navigations).toEqual([{ to: '/orderCreateByGroupChatSuccess', replace: true }]);
  });
});

describe('host bridge and sanitising', () => {
  it('picks Lark, WeCom or the gateway by what the window offers; Lark reads the action messages after signing', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const runtime = zhangsan.runtime;
    expect(createHostBridge(runtime, window as HostWindow).kind).toBe('gateway');
    const configured: unknown[] = [];
    const lark = {
      ...window,
      location: window.location,
      h5sdk: { config: (options: { onSuccess?: () => void }) => void configured.push(options), ready: (callback: () => void) => callback() },
      tt: {
        getBlockActionSourceDetail: ({ triggerCode, success }: { triggerCode: string; success: (res: unknown) => void }) =>
          success({ content: { messages: [{ messageType: 'text', sender: { name: 'L' }, createTime: 1795743000, content: JSON.stringify({ text: triggerCode }) }] } }),
        closeWindow: ({ success }: { success?: (v: unknown) => void }) => success?.(undefined),
      },
    } as unknown as HostWindow;
    const bridge = createHostBridge(runtime, lark);
    expect(bridge.kind).toBe('lark');
    expect(await bridge.getSourceMessages('trg-x')).toEqual([{ messageType: 'text', sender: { name: 'L' }, createTime: 1795743000, content: { text: 'trg-x' } }]);
    expect(configured).toHaveLength(1);
    expect(configured[0]).toMatchObject({ appId: 'cli_fixture_lark', jsApiList: expect.arrayContaining(['getBlockActionSourceDetail']) });
    expect(await bridge.closeWindow()).toBe(true);
    const wecom = { ...window, location: window.location, wx: { config: () => undefined, ready: () => undefined, error: () => undefined, chooseImage: () => undefined, closeWindow: () => undefined } } as unknown as HostWindow;
    expect(createHostBridge(runtime, wecom).kind).toBe('wecom');
    const signed = await createHostBridge(runtime, wecom).weSign('http://localhost/x');
    expect(signed.appId).toBe('ww_fixture_wecom');
  });

  it('the gateway bridge: a window a script cannot close says so', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const fake = { close: vi.fn(), closed: false, document } as unknown as Window;
    expect(await createGatewayBridge(zhangsan.runtime, fake).closeWindow()).toBe(false);
    expect((fake.close as ReturnType<typeof vi.fn>).mock.calls).toHaveLength(1);
  });

  it('sanitises: scripts, handlers, foreign styles and javascript: links go; the image style stays', () => {
    const clean = sanitizeChatHtml(
      '<div><p style="color:red" onclick="x()">a<script>alert(1)</script></p><img src="/f?id=1" alt="i" style="max-width:300px;max-height:100px;width:auto;height:auto" onerror="x()"><img src="/f" style="background:url(javascript:x)"><a href="javascript:alert(1)">l</a></div>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|color:red|javascript/);
    expect(clean).toContain('<img src="/f?id=1" alt="i" style="max-width:300px;max-height:100px;width:auto;height:auto">');
  });
});

