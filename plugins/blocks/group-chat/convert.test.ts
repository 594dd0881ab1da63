// The conversion of chat messages into the description's markup (no DOM), the message reader and the entry parsing.
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@core';
import { CHAT_IMAGE_STYLE, convertChatMessages, escapeHtml, type ConvertOptions } from './convert';
import { readChatMessages, type ChatMessage } from './messages';
import { authIdOf, chatEntryOf, forgetChat, parseLaunchQuery, rememberEntry, rememberedEntryParams, withEntryParams, withoutLaunchQuery } from './entry';

const texts = { unsupported: '格式不支持', imageLimit: '图片超过 9 张，未下载', imageFailed: '图片下载失败', fileFailed: '文件下载失败', image: '图片', file: '附件' };
const T0 = 1795743000; // 2026-11-27 09:30 UTC+8

function options(overrides: Partial<ConvertOptions> = {}): ConvertOptions & { getFile: ReturnType<typeof vi.fn> } {
  let n = 0;
  const getFile = vi.fn(async ({ url }: { fileType: 'image' | 'file'; url: string }) => {
    if (url.includes('broken')) throw new Error('download failed');
    n += 1;
    return { url: `/dl?id=f${n}`, fileName: url.split('/').pop()! };
  });
  return { getFile, timeZoneOffset: 480, texts, ...overrides } as ConvertOptions & { getFile: ReturnType<typeof vi.fn> };
}

const msg = (messageType: string, content: ChatMessage['content'], name = '张三', createTime = T0): ChatMessage => ({ messageType, sender: { name }, createTime, content });

describe('convertChatMessages', () => {
  it('writes each message with its sender and time in the configured zone, then its content', async () => {
    const html = await convertChatMessages([msg('text', { text: 'Outlook 连不上\n重启无效' })], options());
    expect(html).toBe('<div><p><strong>张三</strong> 2026-11-27 09:30</p><p>Outlook 连不上<br>重启无效</p></div>');
    // Another zone, another wall clock: the device's zone plays no part.
    expect(await convertChatMessages([msg('text', { text: 'x' })], options({ timeZoneOffset: 0 }))).toContain('2026-11-27 01:30');
  });

  it('escapes text, names, titles and at-names', async () => {
    const html = await convertChatMessages(
      [msg('text', { text: '<img src=x onerror=alert(1)> & "q"' }, '<b>Eve</b>'), msg('post', { title: '<script>t</script>', post: [[{ tag: 'at', user_name: '<i>li</i>' }, { tag: 'text', text: ' <b>hi</b>' }]] })],
      options(),
    );
    expect(html).not.toMatch(/<img|<b>|<script>|<i>/);
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;q&quot;');
    expect(html).toContain('<strong>&lt;b&gt;Eve&lt;/b&gt;</strong>');
    expect(html).toContain('@&lt;i&gt;li&lt;/i&gt; &lt;b&gt;hi&lt;/b&gt;');
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('downloads images (shown within 300x100) and files and media (links with their names) through getFile', async () => {
    const o = options();
    const html = await convertChatMessages(
      [msg('image', { url: 'https://chat/a.png', fileName: 'a.png' }), msg('file', { file_url: 'https://chat/log.txt', fileName: 'log.txt' }), msg('media', { file_url: 'https://chat/rec.mp4', fileName: 'rec.mp4' })],
      o,
    );
    expect(o.getFile.mock.calls.map(([r]) => r)).toEqual([
      { fileType: 'image', url: 'https://chat/a.png' },
      { fileType: 'file', url: 'https://chat/log.txt' },
      { fileType: 'file', url: 'https://chat/rec.mp4' },
    ]);
    expect(html).toContain(`<img src="/dl?id=f1" alt="a.png" style="${CHAT_IMAGE_STYLE}">`);
    expect(CHAT_IMAGE_STYLE).toBe('max-width:300px;max-height:100px;width:auto;height:auto');
    expect(html).toContain('<a href="/dl?id=f2" target="_blank" rel="noopener noreferrer">log.txt</a>');
    expect(html).toContain('>rec.mp4</a>');
  });

  it('a measured image carries a width and height within 300x100, its aspect kept (editors keep those, not styles)', async () => {
    const sizes: Record<string, { width: number; height: number } | undefined> = { '/dl?id=f1': { width: 400, height: 240 }, '/dl?id=f2': { width: 120, height: 60 }, '/dl?id=f3': { width: 3000, height: 200 } };
    const html = await convertChatMessages(
      [msg('image', { url: 'https://chat/a.png', fileName: 'a.png' }), msg('image', { url: 'https://chat/b.png', fileName: 'b.png' }), msg('image', { url: 'https://chat/c.png', fileName: 'c.png' }), msg('image', { url: 'https://chat/d.png', fileName: 'd.png' })],
      options({ measure: async (url) => sizes[url] }),
    );
    expect(html).toContain('<img src="/dl?id=f1" alt="a.png" width="167" height="100"');
    expect(html).toContain('<img src="/dl?id=f2" alt="b.png" width="120" height="60"');
    expect(html).toContain('<img src="/dl?id=f3" alt="c.png" width="300" height="20"');
    // Not measured (it did not load in time): no size attributes, the style still bounds it where styles survive.
    expect(html).toContain(`<img src="/dl?id=f4" alt="d.png" style="${CHAT_IMAGE_STYLE}">`);
  });

  it('a post: title, then each paragraph with @name, text and images', async () => {
    const html = await convertChatMessages(
      [msg('post', { title: '影响范围', post: [[{ tag: 'at', user_name: '李四' }, { tag: 'text', text: ' 5 楼' }], [{ tag: 'img', url: 'https://chat/p.png' }], [{ tag: 'emotion', text: ':)' }]] })],
      options(),
    );
    expect(html).toContain('<p><strong>影响范围</strong></p><p>@李四 5 楼</p><p><img src="/dl?id=f1"');
    expect(html).toContain('<p><em>[格式不支持]</em></p>');
  });

  it('another type says "format not supported"', async () => {
    const html = await convertChatMessages([msg('sticker', {}), msg('text', { text: 'after' })], options());
    expect(html).toContain('<div><p><strong>张三</strong> 2026-11-27 09:30</p><p><em>[格式不支持]</em></p></div>');
    expect(html).toContain('<p>after</p>');
  });

  it('downloads at most 9 images in all (posts included); the others say so and are not downloaded', async () => {
    const o = options();
    const images = Array.from({ length: 10 }, (_, i) => msg('image', { url: `https://chat/${i + 1}.png` }));
    const html = await convertChatMessages([...images, msg('post', { post: [[{ tag: 'img', url: 'https://chat/11.png' }]] }), msg('file', { file_url: 'https://chat/f.txt', fileName: 'f.txt' })], o);
    const imageUrls = o.getFile.mock.calls.map(([r]) => r as { fileType: string; url: string }).filter((r) => r.fileType === 'image').map((r) => r.url);
    expect(imageUrls).toEqual(Array.from({ length: 9 }, (_, i) => `https://chat/${i + 1}.png`));
    expect(html.match(/<img /g)).toHaveLength(9);
    expect(html.match(/图片超过 9 张，未下载/g)).toHaveLength(2);
    // Files are not images: still downloaded.
    expect(html).toContain('>f.txt</a>');
  });

  it('a failed download says so for that item and keeps the rest', async () => {
    const html = await convertChatMessages(
      [msg('image', { url: 'https://chat/broken.png' }), msg('file', { file_url: 'https://chat/broken.pdf', fileName: 'plan.pdf' }), msg('image', { fileName: 'no-url.png' }), msg('image', { url: 'https://chat/ok.png' })],
      options(),
    );
    expect(html).toContain('<em>[图片下载失败]</em>');
    expect(html).toContain('<em>[文件下载失败: plan.pdf]</em>');
    expect(html.match(/图片下载失败/g)).toHaveLength(2);
    expect(html).toContain('<img src="/dl?id=f1" alt="ok.png"');
  });
});

describe('readChatMessages', () => {
  it('reads messages defensively: content as a JSON string, milliseconds, unknown entries left out', () => {
    expect(
      readChatMessages({
        messages: [
          { messageType: 'text', sender: { name: 'A' }, createTime: '1795743000', content: '{"text":"hi"}' },
          { messageType: 'post', sender: {}, createTime: 1795743000000, content: { post: [[{ tag: 'at', user_name: 'B' }, 'x', { tag: 'img', url: 'u' }]] } },
          { sender: { name: 'no type' } },
          'junk',
        ],
      }),
    ).toEqual([
      { messageType: 'text', sender: { name: 'A' }, createTime: 1795743000, content: { text: 'hi' } },
      { messageType: 'post', sender: { name: '' }, createTime: 1795743000, content: { post: [[{ tag: 'at', user_name: 'B' }, { tag: 'img', url: 'u' }]] } },
    ]);
    expect(readChatMessages(null)).toEqual([]);
  });
});

describe('the entry', () => {
  const launch = (value: unknown) => encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value));

  it('is marked by from or required_launch_ability = message_action; the launch query carries the trigger', () => {
    expect(chatEntryOf(new URLSearchParams(`from=message_action&bdp_launch_query=${launch({ __trigger_id__: 'trg-demo', shortcutId: 'sc-incident' })}`))).toEqual({ triggerId: 'trg-demo', shortcutId: 'sc-incident' });
    expect(chatEntryOf(new URLSearchParams(`required_launch_ability=message_action&bdp_launch_query=${launch({ __trigger_id__: 'trg-demo' })}`))).toEqual({ triggerId: 'trg-demo' });
    expect(chatEntryOf(new URLSearchParams('from=message_action&triggerId=t1&shortcutId=s1'))).toEqual({ triggerId: 't1', shortcutId: 's1' });
    expect(chatEntryOf(new URLSearchParams('from=home&triggerId=t1'))).toBeUndefined();
    expect(chatEntryOf(new URLSearchParams('triggerId=t1'))).toBeUndefined();
  });

  it('a bad launch query gives no trigger id, never an exception', () => {
    for (const raw of ['{bad', '"text"', '[1]', 'null', '42', '']) expect(parseLaunchQuery(raw)).toEqual({ triggerId: '', shortcutId: '' });
    expect(chatEntryOf(new URLSearchParams(`from=message_action&bdp_launch_query=${launch('{oops')}`))).toEqual({ triggerId: '' });
    expect(authIdOf({ triggerId: 't', shortcutId: 's' })).toBe('s');
    expect(authIdOf({ triggerId: 't' })).toBe('t');
  });

  it('its parameters are carried onto another address, and dropped after the submit', () => {
    const params = new URLSearchParams('from=message_action&bdp_launch_query=%7B%7D&tab=1');
    expect(withEntryParams('/orderCreate?processDefId=p%3A1', params)).toBe('/orderCreate?processDefId=p%3A1&from=message_action&bdp_launch_query=%7B%7D');
    expect(withEntryParams('/orderCreate?processDefId=p', new URLSearchParams('tab=1'))).toBe('/orderCreate?processDefId=p');
    expect(withoutLaunchQuery(params).toString()).toBe('tab=1');
  });

  it('is remembered for the same user for 30 minutes, and forgotten', () => {
    const storage = createMemoryStorage();
    const params = new URLSearchParams('from=message_action&triggerId=t1');
    rememberEntry(storage, params, '10001', 1000);
    expect(rememberedEntryParams(storage, '10001', 2000)?.get('triggerId')).toBe('t1');
    expect(rememberedEntryParams(storage, '10002', 2000)).toBeUndefined();
    expect(rememberedEntryParams(storage, '10001', 1000 + 31 * 60_000)).toBeUndefined();
    storage.setItem('groupChatConversion', '{}');
    forgetChat(storage);
    expect(rememberedEntryParams(storage, '10001', 2000)).toBeUndefined();
    expect(storage.getItem('groupChatConversion')).toBeNull();
  });
});
