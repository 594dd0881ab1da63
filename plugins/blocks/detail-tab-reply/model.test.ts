// The replies tab's pure rules: reading the server's replies and pages, the add body, the merge of just-sent
// replies, when a reply is long, its /richText address.
import { describe, expect, it } from 'vitest';
import { HOSTILE_REPLY_TEXT } from '../../../fixtures/gateway/routes/replies';
import { replyTabTexts } from './locales';
import { addReplyBody, isLongReply, LONG_REPLY_CHARS, mergeReplies, readReply, readReplyList, readReplyPage, REPLY_PAGE_SIZE, replyDocumentPath, replyPageQuery, type Reply } from './model';

const gatewayReply = {
  id: 'r-1',
  workOrderId: 'w1',
  text: '<p>hi</p>',
  files: [{ fileId: 'f-1', fileName: 'a.png', size: 12 }, { fileName: 'no id' }],
  createdBy: { userId: '10002', userName: '李四', groupName: '一线' },
  createdTime: 1750000000000,
};

describe('reply model', () => {
  it('reads the gateway reply: author member, time in ms, files without an id dropped', () => {
    expect(readReply(gatewayReply)).toEqual({
      id: 'r-1',
      workOrderId: 'w1',
      html: '<p>hi</p>',
      files: [{ id: 'f-1', name: 'a.png', size: 12 }],
      authorId: '10002',
      authorName: '李四',
      time: 1750000000000,
    });
    // Other spellings: author as id + name, wall time in the configured zone (+08:00), files as ids.
    expect(readReply({ id: 7, text: '<p>x</p>', createdBy: '10003', createdByName: '王五', createdTime: '2025-06-03 09:00:00', files: ['f-2'] }, 480)).toMatchObject({
      id: '7',
      authorId: '10003',
      authorName: '王五',
      time: Date.parse('2025-06-03T09:00:00+08:00'),
      files: [{ id: 'f-2', name: 'f-2', size: 0 }],
    });
    expect(readReply({ text: 'no id' })).toBeUndefined();
    expect(readReply('nope')).toBeUndefined();
  });

  it('reads a list (bare or records) and a page with total and pages', () => {
    expect(readReplyList([gatewayReply, null, { id: '' }]).map((r) => r.id)).toEqual(['r-1']);
    expect(readReplyList({ records: [gatewayReply] })).toHaveLength(1);
    expect(readReplyPage({ records: [gatewayReply], total: 21, currentPage: 1, pages: 3 })).toMatchObject({ total: 21, pages: 3 });
    // Without a total: what the pages imply.
    expect(readReplyPage({ records: [gatewayReply], pages: 2, pageSize: 10 }).total).toBe(20);
    expect(readReplyPage(undefined)).toEqual({ records: [], total: 0, pages: 0 });
  });

  it('asks for pages of 10 and sends the text with the files as fileId and fileName', () => {
    expect(REPLY_PAGE_SIZE).toBe(10);
    expect(replyPageQuery('w1', 3)).toEqual({ workOrderId: 'w1', pageNum: 3, pageSize: 10 });
    expect(addReplyBody('w1', '<p>x</p>', [{ id: 'f-1', name: 'log.txt' }])).toEqual({ workOrderId: 'w1', text: '<p>x</p>', files: [{ fileId: 'f-1', fileName: 'log.txt' }] });
  });

  it('merges the replies just sent above the loaded ones, each once', () => {
    const r = (id: string) => ({ id }) as Reply;
    expect(mergeReplies([r('n2'), r('n1')], [r('n1'), r('a'), r('b')]).map((x) => x.id)).toEqual(['n2', 'n1', 'a', 'b']);
  });

  it('a reply is long past the character limit or with a picture or table; markup does not count', () => {
    expect(isLongReply(`<p>${'字'.repeat(LONG_REPLY_CHARS)}</p>`)).toBe(false);
    expect(isLongReply(`<p>${'字'.repeat(LONG_REPLY_CHARS + 1)}</p>`)).toBe(true);
    expect(isLongReply(`<p><a href="${'x'.repeat(1000)}">short</a></p>`)).toBe(false);
    expect(isLongReply('<p>see<img src="a.png"></p>')).toBe(true);
    expect(isLongReply('<table><tr><td>1</td></tr></table>')).toBe(true);
    expect(isLongReply(HOSTILE_REPLY_TEXT)).toBe(true);
  });

  it('links a reply to its full text on /richText', () => {
    expect(replyDocumentPath('w 1', 'r&2')).toBe('/richText?workOrderId=w+1&replyId=r%262');
  });

  it('has every text in zh and en', () => {
    expect(Object.keys(replyTabTexts.en).sort()).toEqual(Object.keys(replyTabTexts.zh).sort());
  });
});
