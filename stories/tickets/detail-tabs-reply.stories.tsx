import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AdapterRequest, RequestAdapter } from '@core';
import ReplyTab from '@plugins/blocks/detail-tab-reply/reply-tab';
import { HOSTILE_REPLY_TEXT } from '../../fixtures/gateway/routes/hostile-reply';
import { ticketRuntime } from './fixtures';
import { detailTabProps, onDetailPage, storyOk as ok } from './stories';

const WO = '899f007a89a4269d6cfdd8554b0d0cba';
const T0 = Date.parse('2025-06-03T09:12:00+08:00');
const AUTHORS = ['张三', '李四', '王五', '赵六'];
const TEXTS = ['<p>已收到，正在排查。</p>', '<p>Checked the logs, nothing unusual so far.</p>', '<p>请按以下步骤操作：</p><ul><li>清理浏览器缓存</li><li>重新登录</li></ul>', `<p>${'很长的回复 A long reply. '.repeat(30)}</p>`];

/** A thread of `length` replies (oldest first), the third newest hostile, some with files. */
function thread(length: number) {
  return Array.from({ length }, (_, i) => ({
    id: `r-${i + 1}`,
    workOrderId: WO,
    text: i === length - 3 ? HOSTILE_REPLY_TEXT : TEXTS[i % TEXTS.length]!,
    files: i % 5 === 2 ? [{ fileId: `f-${i}`, fileName: 'outlook-error.png', size: 48213 }] : [],
    createdBy: { userId: String(10001 + (i % 4)), userName: AUTHORS[i % 4] },
    createdTime: T0 + i * 37 * 60_000,
  }));
}

/** Answers the replies calls (and uploads, with progress) from an in-memory thread; everything else as the ticket stories do. */
function replyAdapter(length: number, failAdd = false): RequestAdapter {
  const replies = thread(length);
  const fallback = ticketRuntime().requestAdapter!;
  return async (config: AdapterRequest) => {
    const url = config.url ?? '';
    const params = (config.params ?? {}) as Record<string, string>;
    await new Promise((resolve) => setTimeout(resolve, 300));
    if (url.endsWith('/orderReply/list')) return ok(replies);
    if (url.endsWith('/orderReply/pageList')) {
      const pageNum = Number(params.pageNum);
      const pageSize = Number(params.pageSize);
      const newest = [...replies].reverse();
      return ok({ records: newest.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: replies.length, currentPage: pageNum, pages: Math.ceil(replies.length / pageSize), pageSize });
    }
    if (url.endsWith('/file/upload')) {
      for (const fraction of [0.25, 0.5, 0.75, 1]) {
        config.onUploadProgress?.(fraction);
        await new Promise((resolve) => setTimeout(resolve, 400));
      }
      const file = (config.data as FormData).get('file') as File;
      return ok({ id: `f-${Date.now()}`, name: file.name, size: file.size });
    }
    if (url.endsWith('/orderReply/add')) {
      if (failAdd) return { status: 200, data: { code: 500100, msg: '服务繁忙，请稍后再试' } };
      const body = JSON.parse(String(config.data)) as { text: string; files: Array<{ fileId: string; fileName: string }> };
      const reply = { id: `r-${replies.length + 1}`, workOrderId: WO, text: body.text, files: body.files.map((file) => ({ ...file, size: 0 })), createdBy: { userId: '10002', userName: '李四' }, createdTime: Date.now() };
      replies.push(reply);
      return ok(reply);
    }
    return fallback(config);
  };
}

const props = detailTabProps(WO);

const meta = {
  title: 'Tickets/Detail tabs/Replies',
  component: ReplyTab,
  args: props,
  parameters: { runtime: { ...ticketRuntime(), requestAdapter: replyAdapter(200) } },
  decorators: [onDetailPage],
} satisfies Meta<typeof ReplyTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The 200-reply thread: pages of 10 with "Load more", "All" windowed, the hostile reply harmless, long replies folded. */
export const LongThread: Story = {};

/** No replies yet: the empty state under the composer. */
export const Empty: Story = { parameters: { runtime: { ...ticketRuntime(), requestAdapter: replyAdapter(0) } } };

/** Sending fails: the message shows and the text and files stay. */
export const SendFails: Story = { parameters: { runtime: { ...ticketRuntime(), requestAdapter: replyAdapter(4, true) } } };
