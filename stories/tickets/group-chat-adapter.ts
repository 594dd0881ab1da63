// The messaging-app calls of the group-chat stories, answered from the chat seed (fixtures/gateway/chat/seed.ts):
// checkAuth (sc-restricted refused), the fixture host's messages in the request language; everything else as the
// ticket stories answer. Images come back as small SVG pictures (Storybook serves no downloaded files).
import type { AdapterRequest, RequestAdapter, Runtime } from '@core';
import { chatTriggers, type SeedChatMessage } from '../../fixtures/gateway/chat/seed';
import type { I18nText } from '../../fixtures/gateway/types';
import { createGatewayBridge, type HostBridge } from '@plugins/blocks/group-chat/host-bridge';
import { ticketRuntime } from './fixtures';
import { storyOk as ok } from './stories';

type Lang = 'zh' | 'en';
const text = (lang: Lang, value: I18nText | string | undefined) => (value === undefined ? undefined : typeof value === 'string' ? value : value[lang]);
const asset = (url: string | undefined) => (url?.startsWith('asset:') ? `https://chat.example.com/${url.slice(6)}` : url);

function message(lang: Lang, seed: SeedChatMessage) {
  const c = seed.content;
  return {
    messageType: seed.messageType,
    sender: { name: text(lang, seed.sender) },
    createTime: seed.createTime,
    content: {
      text: text(lang, c.text),
      url: asset(c.url),
      file_url: asset(c.file_url),
      fileName: c.fileName,
      title: text(lang, c.title),
      post: c.post?.map((line) => line.map((p) => ({ tag: p.tag, text: text(lang, p.text), user_name: text(lang, p.user_name), url: asset(p.url) }))),
    },
  };
}

/** The ticket stories' adapter plus the chat calls. */
export function groupChatAdapter(): RequestAdapter {
  const fallback = ticketRuntime().requestAdapter!;
  return async (config: AdapterRequest) => {
    const url = config.url ?? '';
    const lang: Lang = String(config.headers?.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
    const body = typeof config.data === 'string' && config.data ? (JSON.parse(config.data) as Record<string, unknown>) : {};
    const auth = /\/catalog\/shortcuts\/checkAuth\/([^/?]+)/.exec(url);
    if (auth) return ok(!['sc-restricted', 'trg-restricted'].includes(decodeURIComponent(auth[1]!)));
    if (url.endsWith('/shortcut/fixtureHost/messages')) {
      const trigger = chatTriggers[String(body.triggerId)];
      return trigger ? ok({ messages: trigger.messages.map((seed) => message(lang, seed)) }) : { status: 200, data: { code: 100001, msg: 'No messages' } };
    }
    return fallback(config);
  };
}

const svg = (label: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="240"><rect width="400" height="240" fill="#4a7bd0"/><text x="20" y="130" font-size="28" fill="#fff">${label.replace(/[<&>]/g, '')}</text></svg>`)}`;

/** The gateway host provider, its downloads answered in the story (images as SVG pictures, files as links). */
export function storyBridge(runtime: Pick<Runtime, 'request' | 'config'>): HostBridge {
  const bridge = createGatewayBridge(runtime);
  return {
    ...bridge,
    getFile: async ({ fileType, url }) => {
      const fileName = url.split('/').pop() ?? 'file';
      if (fileName.startsWith('missing')) throw new Error('download failed');
      return { id: fileName, fileName, url: fileType === 'image' ? svg(fileName) : `#${encodeURIComponent(fileName)}` };
    },
  };
}
