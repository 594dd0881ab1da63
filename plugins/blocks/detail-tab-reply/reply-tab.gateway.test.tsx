// @vitest-environment jsdom
// The replies tab against the fixture gateway: INC-0001's 200-reply thread by pages of 10 with its hostile reply
// harmless, and a reply with a file uploaded to the gateway, listed by the gateway afterwards.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import ReplyTab from './reply-tab';

const gateway = gatewayPerFile();
/** INC-0001: the seeded 200-reply thread. */
const INC1 = '899f007a89a4269d6cfdd8554b0d0cba';

describe('replies tab on the fixture gateway', () => {
  it('pages INC-0001 newest first, renders the hostile reply harmless, and sends a reply with an uploaded file', async () => {
    const lisi = await actAs(gateway, 'lisi');
    const props = { detail: readOrderDetail({ workOrderId: INC1, version: 1 }), header: readOrderHeader({ workOrderId: INC1 }), reload: () => undefined, active: true, variant: 'mobile' as const };
    lisi.open(`/orderDetails?id=${INC1}&tab=reply`, <ReplyTab {...props} />);
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(10));
    expect(screen.getByTestId('reply-count').textContent).toBe('共 200 条回复');
    const hostile = screen.getAllByTestId('reply').find((el) => el.textContent?.includes('截图见下'))!;
    await waitFor(() => expect(hostile.querySelector('[data-testid="rich-text-view"] img')).not.toBeNull());
    expect(hostile.querySelector('script, [onerror], a[href^="javascript"]')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '加载更多' }));
    await waitFor(() => expect(screen.getAllByTestId('reply')).toHaveLength(20));

    fireEvent.change(screen.getByTestId('reply-file-input'), { target: { files: [new File(['hello'], 'log.txt', { type: 'text/plain' })] } });
    const composer = screen.getByTestId('reply-composer');
    await within(composer).findByRole('button', { name: '预览 log.txt' });
    fireEvent.keyDown(within(composer).getByRole('textbox'), { key: 'x' });
    const dom = await waitFor(() => {
      const found = composer.querySelector<HTMLElement & { editor?: Editor }>('.ProseMirror');
      if (!found?.editor) throw new Error('no editor yet');
      return found;
    });
    act(() => void dom.editor!.chain().selectAll().insertContent('<p>日志见附件</p>').run());
    await waitFor(() => expect(screen.getByRole('button', { name: '发送' }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(lisi.toasts('success')).toContain('回复成功'));
    const newest = screen.getAllByTestId('reply')[0]!;
    expect(within(newest).getByTestId('reply-author').textContent).toContain('李四');
    expect(within(newest).getByRole('button', { name: '预览 log.txt' })).toBeTruthy();
    const thread = await gateway.call<Array<{ text: string; files: Array<{ fileName: string }> }>>('zhangsan', 'GET', `/api/v2/biz/orderReply/list?workOrderId=${INC1}`);
    expect(thread).toHaveLength(201);
    expect(thread.at(-1)).toMatchObject({ text: '<p>日志见附件</p>', files: [{ fileName: 'log.txt' }] });
  });
});
