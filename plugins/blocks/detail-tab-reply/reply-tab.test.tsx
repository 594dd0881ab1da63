// @vitest-environment jsdom
// The replies tab in jsdom on the fake server: pages of 10 with "Load more", the whole thread in "All", the hostile
// reply rendered harmless, a reply with an attachment (progress, Send disabled while uploading, the body sent, the
// toast, the composer cleared), a failure that keeps what was typed, zh and en.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_REPLY_TEXT } from '../../../fixtures/gateway/routes/replies';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import type { RecordedCall } from '../../../tests/unit/core/fake-server';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import { replyTab } from './index';
import ReplyTab from './reply-tab';

afterEach(cleanup);

const B = '/api/v2/biz/orderReply';
const WO = 'wo-1';
const T0 = Date.parse('2025-06-03T09:00:00+08:00');

/** A thread of `length` replies, oldest first; the third newest is the hostile one. */
function thread(length: number) {
  return Array.from({ length }, (_, i) => ({
    id: `r-${String(i + 1).padStart(3, '0')}`,
    workOrderId: WO,
    text: i === length - 3 ? HOSTILE_REPLY_TEXT : `<p>回复 reply #${i + 1}</p>`,
    files: i % 7 === 3 ? [{ fileId: `f-${i}`, fileName: `log-${i}.txt`, size: 2048 }] : [],
    createdBy: { userId: '10002', userName: i % 2 ? '李四' : '王五' },
    createdTime: T0 + i * 60_000,
  }));
}

function props(): DetailTabProps {
  return { detail: readOrderDetail({ workOrderId: WO, version: 1 }), header: readOrderHeader({ workOrderId: WO }), reload: () => undefined, active: true, variant: 'mobile' };
}

/** A runtime whose server pages (newest first) and lists `replies`. */
function serve(replies: ReturnType<typeof thread>, language: 'zh' | 'en' = 'zh') {
  const t = setup({ language, blocks: [replyTab] });
  t.server.on('GET', `${B}/pageList`, (call) => {
    const pageNum = Number(call.params.pageNum);
    const pageSize = Number(call.params.pageSize);
    const newest = [...replies].reverse();
    return ok({ records: newest.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: replies.length, currentPage: pageNum, pages: Math.ceil(replies.length / pageSize), pageSize });
  });
  t.server.on('GET', `${B}/list`, ok(replies));
  return t;
}

const shownIds = () => screen.getAllByTestId('reply').map((el) => el.getAttribute('data-reply-id'));
const toasts = (t: ReturnType<typeof setup>, type: 'success' | 'error') => t.events['toast:show'].filter((toast) => toast.type === type).map((toast) => toast.message);

/** Types into the composer: a key on the stand-in loads the editor, then text goes in through the editor. */
async function write(text: string) {
  const composer = screen.getByTestId('reply-composer');
  const standIn = within(composer).queryByTestId('rich-text-standin');
  if (standIn) fireEvent.keyDown(standIn.querySelector('[role="textbox"]')!, { key: 'x' });
  const dom = await waitFor(() => {
    const found = composer.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
    if (!found?.editor) throw new Error('no editor yet');
    return found;
  });
  act(() => void dom.editor!.chain().selectAll().insertContent(text).run());
}

describe('replies tab', () => {
  it('is the detail tab `reply`, titled 回复 / Replies', () => {
    expect(replyTab.name).toBe('detailTab.reply');
    expect(replyTab.locales).toEqual({ detailTabs: { zh: { reply: '回复' }, en: { reply: 'Replies' } } });
  });

  it('shows the newest 10 replies, then 10 more per "Load more", until the thread ends', async () => {
    const t = serve(thread(25));
    renderWithRuntime(t.runtime, <ReplyTab {...props()} />);
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(10));
    expect(t.server.callsTo(`${B}/pageList`)[0]!.params).toEqual({ workOrderId: WO, pageNum: 1, pageSize: 10 });
    expect(shownIds()[0]).toBe('r-025');
    expect(screen.getByTestId('reply-count').textContent).toBe('共 25 条回复');
    // Author and time (the configured zone, +08:00 by default).
    const newest = screen.getAllByTestId('reply')[0]!;
    expect(within(newest).getByTestId('reply-author').textContent).toBe('王五');
    expect(within(newest).getByTestId('reply-time').textContent).toBe('2025-06-03 09:24');
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(20));
    expect(t.server.callsTo(`${B}/pageList`)[1]!.params).toMatchObject({ pageNum: 2, pageSize: 10 });
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(25));
    expect(shownIds().at(-1)).toBe('r-001');
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull();
    expect(screen.getByText('没有更多了')).toBeTruthy();
    // Files are named links to their preview.
    expect(screen.getAllByRole('button', { name: /^预览 log-\d+\.txt$/ }).length).toBeGreaterThan(0);
  });

  it('"All" shows the whole thread at once, newest first; a failed load offers Retry', async () => {
    const t = serve(thread(23));
    renderWithRuntime(t.runtime, <ReplyTab {...props()} />);
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(10));
    const all = screen.getByRole('button', { name: '全部' });
    expect(all.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(all);
    expect(all.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(23));
    expect(t.server.callsTo(`${B}/list`)[0]!.params).toEqual({ workOrderId: WO });
    expect(shownIds()[0]).toBe('r-023');
    expect(screen.queryByTestId('reply-load-more')).toBeNull();
    cleanup();
    const failing = serve([]);
    failing.server.on('GET', `${B}/pageList`, { status: 500, body: { code: 500, msg: '服务繁忙' } });
    renderWithRuntime(failing.runtime, <ReplyTab {...props()} />);
    const error = await screen.findByTestId('reply-state-error');
    expect(error.textContent).toContain('回复加载失败');
    failing.server.on('GET', `${B}/pageList`, ok({ records: [], total: 0, pages: 0 }));
    fireEvent.click(within(error).getByRole('button'));
    expect((await screen.findByTestId('reply-state-empty')).textContent).toContain('暂无回复');
  });

  it('renders the hostile reply harmless: no script, no handlers, no javascript: link, the text kept', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const t = serve(thread(12));
    renderWithRuntime(t.runtime, <ReplyTab {...props()} />);
    const hostile = await waitFor(() => {
      const found = screen.getAllByTestId('reply').find((el) => el.textContent?.includes('截图见下'));
      if (!found) throw new Error('not shown');
      return found;
    });
    // Sanitised markup replaces the plain-text stand-in once DOMPurify has loaded.
    await waitFor(() => expect(hostile.querySelector('[data-testid="rich-text-view"] img')).not.toBeNull());
    const body = within(hostile).getByTestId('reply-text');
    expect(body.querySelector('script')).toBeNull();
    const attributes = [...body.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /^on/i.test(a) || /javascript:/i.test(a))).toEqual([]);
    expect(body.textContent).toContain('详情 details');
    expect(document.body.innerHTML).not.toContain('onerror');
    // Pictures fold the reply: its full text is a link to /richText.
    expect(within(hostile).getByRole('link', { name: '查看 李四 的回复全文' }).getAttribute('href')).toBe(`/richText?workOrderId=${WO}&replyId=r-010`);
    expect(alert).not.toHaveBeenCalled();
    alert.mockRestore();
  });

  it('sends a reply with an attachment: progress, Send disabled while uploading, the body, the toast, the reply on top, the composer cleared', async () => {
    const t = serve(thread(3));
    let finishUpload: (() => void) | undefined;
    t.server.on('POST', '/api/v2/base/file/upload', (call) => {
      call.config.onUploadProgress?.(0.5);
      return new Promise((resolve) => (finishUpload = () => resolve(ok({ id: 'f-up', name: 'log.txt', size: 5 }))));
    });
    t.server.on('POST', `${B}/add`, (call: RecordedCall) => {
      const body = call.data as { text: string; files: unknown[] };
      return ok({ id: 'r-new', workOrderId: WO, text: body.text, files: [{ fileId: 'f-up', fileName: 'log.txt', size: 5 }], createdBy: { userId: '10001', userName: '张三' }, createdTime: T0 + 3_600_000 });
    });
    renderWithRuntime(t.runtime, <ReplyTab {...props()} />);
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(3));
    const send = screen.getByRole('button', { name: '发送' });
    expect(send.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('请输入回复内容', { selector: '.sd-reply-composer__hint' })).toBeTruthy();

    fireEvent.change(screen.getByTestId('reply-file-input'), { target: { files: [new File(['hello'], 'log.txt', { type: 'text/plain' })] } });
    await screen.findByText('上传中 50%', { selector: '.sd-upload-meta' });
    await write('<p>Restarted the <b>relay</b></p>');
    // Text is there but a file is still uploading.
    expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('附件上传中，请稍候')).toBeTruthy();
    await act(async () => finishUpload!());
    await waitFor(() => expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(false));
    expect(within(screen.getByTestId('reply-composer')).getByRole('button', { name: '预览 log.txt' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toasts(t, 'success')).toEqual(['回复成功']));
    expect(t.server.callsTo(`${B}/add`)[0]!.data).toEqual({ workOrderId: WO, text: '<p>Restarted the <strong>relay</strong></p>', files: [{ fileId: 'f-up', fileName: 'log.txt' }] });
    await waitFor(() => expect(shownIds()[0]).toBe('r-new'));
    expect(within(screen.getAllByTestId('reply')[0]!).getByTestId('reply-author').textContent).toBe('张三');
    expect(screen.getByTestId('reply-count').textContent).toBe('共 4 条回复');
    // The composer is empty again: no text, no file, Send disabled.
    await waitFor(() => expect(screen.getByTestId('reply-composer').querySelector('.ProseMirror')?.textContent).toBe(''));
    expect(within(screen.getByTestId('reply-composer')).queryByRole('button', { name: '预览 log.txt' })).toBeNull();
    expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(true);
  });

  it('a failed send says why and keeps the text and the files; sending again works', async () => {
    const t = serve(thread(2));
    t.server.on('POST', '/api/v2/base/file/upload', ok({ id: 'f-up', name: 'shot.png', size: 9 }));
    t.server.on('POST', `${B}/add`, { status: 200, body: { code: 500100, msg: '服务繁忙' } });
    renderWithRuntime(t.runtime, <ReplyTab {...props()} />);
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('reply-file-input'), { target: { files: [new File(['png'], 'shot.png', { type: 'image/png' })] } });
    await write('<p>第一次</p>');
    await waitFor(() => expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByTestId('reply-send-error')).textContent).toBe('回复失败：服务繁忙');
    expect(toasts(t, 'error')).toEqual(['回复失败：服务繁忙']);
    expect(toasts(t, 'success')).toEqual([]);
    expect(screen.getByTestId('reply-composer').querySelector('.ProseMirror')?.textContent).toBe('第一次');
    expect(within(screen.getByTestId('reply-composer')).getByRole('button', { name: '预览 shot.png' })).toBeTruthy();
    expect(shownIds()).toHaveLength(2);
    t.server.on('POST', `${B}/add`, ok({ id: 'r-9', workOrderId: WO, text: '<p>第一次</p>', files: [], createdBy: { userId: '10001', userName: '张三' }, createdTime: T0 }));
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(toasts(t, 'success')).toEqual(['回复成功']));
    expect(t.server.callsTo(`${B}/add`)[1]!.data).toMatchObject({ text: '<p>第一次</p>', files: [{ fileId: 'f-up', fileName: 'shot.png' }] });
    expect(screen.queryByTestId('reply-send-error')).toBeNull();
  });

  it('speaks English: modes, count, load more, composer, toast', async () => {
    const t = serve(thread(12), 'en');
    t.server.on('POST', `${B}/add`, ok({ id: 'r-en', workOrderId: WO, text: '<p>Done</p>', files: [], createdBy: { userId: '10001', userName: 'Zhang San' }, createdTime: T0 }));
    renderWithRuntime(t.runtime, <ReplyTab {...props()} />);
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(10));
    expect(screen.getByRole('group', { name: 'Show' }).textContent).toBe('By pageAll');
    expect(screen.getByTestId('reply-count').textContent).toBe('12 replies');
    expect(screen.getByRole('region', { name: 'Add a reply' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attach files' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Replies' })).toBeTruthy();
    // The editor's stand-in is named by the composer's heading.
    expect(within(screen.getByTestId('reply-composer')).getByRole('textbox', { name: 'Add a reply' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(12));
    expect(screen.getByText('No more replies')).toBeTruthy();
    await write('<p>Done</p>');
    fireEvent.click(await waitFor(() => {
      const button = screen.getByRole('button', { name: 'Send' });
      if (button.hasAttribute('disabled')) throw new Error('disabled');
      return button;
    }));
    await waitFor(() => expect(toasts(t, 'success')).toEqual(['Reply sent']));
  });

  it('windows a long thread where the DOM lays out: "All" on 200 replies renders about a screen of them', async () => {
    // jsdom has neither observer: stand-ins let the windowing run (its layout is all zeros: the band is the first screens).
    const observer = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
    vi.stubGlobal('IntersectionObserver', observer);
    vi.stubGlobal('ResizeObserver', observer);
    try {
      const t = serve(thread(200));
      renderWithRuntime(t.runtime, <ReplyTab {...props()} />);
      await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(10));
      fireEvent.click(screen.getByRole('button', { name: '全部' }));
      await waitFor(() => expect(screen.getByTestId('reply-list').getAttribute('data-rows')).toBe('200'));
      const rendered = screen.getAllByTestId('reply').length;
      expect(rendered).toBeGreaterThan(5);
      expect(rendered).toBeLessThan(40);
      expect(shownIds()[0]).toBe('r-200');
      // The spacer stands for the rest at the estimated height, so the scroll length is about right.
      expect(screen.getByTestId('reply-spacer-after').style.height).toBe(`${(200 - rendered) * 120}px`);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
