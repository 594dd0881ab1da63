// The chat app the page runs in (service-desk §7 "Messaging-app integration", form-widgets §7 "Messaging-app
// signing"): one interface, three providers chosen at run time. Lark (`window.h5sdk` / `window.tt`) reads the
// message action's messages with `tt.getBlockActionSourceDetail` after `h5sdk.config` with the server's signature;
// WeCom (`window.wx`) signs with getWeSign for `wx.config` (chooseImage, closeWindow); with no host (a plain
// browser, the demo, the tests) the gateway provider reads the messages from the server's call. The server-side
// calls (sign, getFile, getWeSign) are the same in every provider. No React here.
import type { Runtime } from '@core';
import { fileHref } from '../../fields/UPLOAD';
import { readChatMessages, type ChatMessage } from './messages';
import { chatPaths, readSavedFile, readSignature, type HostSignature } from './model';
import { MAX_CHAT_IMAGES } from './convert';

/** What the get-file call downloads. */
export interface GetFileRequest {
  fileType: 'image' | 'file';
  /** The file's address in the chat app. */
  url: string;
  /** The chat app's tenant token, when the host hands one over. */
  tenantAccessToken?: string;
}

/** A file the server downloaded and keeps: its id, name and download address on this server. */
export interface SavedChatFile {
  id: string;
  fileName: string;
  url: string;
}

/** The chat app host, as the group-chat pages use it. */
export interface HostBridge {
  /** Which provider this is. */
  readonly kind: 'lark' | 'wecom' | 'gateway';
  /** The messages the user started the message action on. */
  getSourceMessages(triggerId: string): Promise<ChatMessage[]>;
  /** Lark's JS-SDK signature for `url` (POST /api/v2/shortcut/lark/sign). */
  sign(url: string): Promise<HostSignature>;
  /** Has the server download a message's image or file (POST /api/v2/shortcut/lark/getFile); its address here. */
  getFile(request: GetFileRequest): Promise<SavedChatFile>;
  /** WeCom's `wx.config` signature for `url` (POST /api/v2/data/getWeSign). */
  weSign(url: string): Promise<HostSignature>;
  /** Lets the user choose up to `max` images (at most 9, spec §9); their local addresses. */
  chooseImages(max?: number): Promise<string[]>;
  /** Closes the chat app's window; resolves whether it closed (a plain browser may refuse). */
  closeWindow(): Promise<boolean>;
}

type Callback<T = unknown> = (value: T) => void;

/** The parts of Lark's JS SDK used here. */
export interface LarkTt {
  getBlockActionSourceDetail?(options: { triggerCode: string; success: Callback; fail: Callback }): void;
  chooseImage?(options: { count: number; success: Callback<{ tempFilePaths?: string[] }>; fail: Callback }): void;
  closeWindow?(options: { success?: Callback; fail?: Callback }): void;
}
export interface LarkH5sdk {
  config(options: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[]; onSuccess?: Callback; onFail?: Callback }): void;
  ready(callback: () => void): void;
}
/** The parts of WeCom's JS SDK used here. */
export interface WeComWx {
  config(options: { beta?: boolean; debug?: boolean; appId: string; timestamp: string | number; nonceStr: string; signature: string; jsApiList: string[] }): void;
  ready(callback: () => void): void;
  error(callback: Callback): void;
  chooseImage(options: { count: number; sizeType?: string[]; sourceType?: string[]; success: Callback<{ localIds?: string[] }>; fail?: Callback; cancel?: () => void }): void;
  closeWindow(): void;
}

/** The window as the bridge sees it (hosts inject `tt`, `h5sdk`, `wx`). */
export type HostWindow = Window & { tt?: LarkTt; h5sdk?: LarkH5sdk; wx?: WeComWx };

type BridgeRuntime = Pick<Runtime, 'request' | 'config'>;

const capped = (max: number | undefined) => Math.max(1, Math.min(MAX_CHAT_IMAGES, Math.floor(max ?? MAX_CHAT_IMAGES)));
/** The address a host signs: the page's, without its fragment. */
const pageUrl = (win: Window) => win.location.href.split('#')[0]!;

/** The server-side calls every provider shares. */
function serverCalls(runtime: BridgeRuntime) {
  const { request } = runtime;
  const path = (p: string) => request.path('none', p);
  return {
    sign: (url: string) => request.post<unknown>(path(chatPaths.larkSign), { url }, { silent: true }).then(readSignature),
    weSign: (url: string) => request.post<unknown>(path(chatPaths.weSign), { url }, { silent: true }).then(readSignature),
    async getFile({ fileType, url, tenantAccessToken }: GetFileRequest): Promise<SavedChatFile> {
      const body = tenantAccessToken ? { fileType, url, tenantAccessToken } : { fileType, url };
      const saved = readSavedFile(await request.post<unknown>(path(chatPaths.getFile), body, { silent: true }));
      const href = fileHref('download', { id: saved.id, name: saved.fileName, size: 0 }, { apiBase: runtime.config.apiBase, path: request.path });
      return { ...saved, url: href };
    },
  };
}

/** Lets the user pick images with a file input (no host): object URLs of at most `max` images. */
function chooseWithInput(win: Window, max: number): Promise<string[]> {
  return new Promise((resolve) => {
    const input = win.document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.multiple = max > 1;
    input.addEventListener('change', () => resolve(Array.from(input.files ?? []).slice(0, max).map((file) => URL.createObjectURL(file))), { once: true });
    input.addEventListener('cancel', () => resolve([]), { once: true });
    input.click();
  });
}

/** The provider with no host: messages from the fixture gateway's stand-in, `window.close()` to close. */
export function createGatewayBridge(runtime: BridgeRuntime, win: Window = window): HostBridge {
  const server = serverCalls(runtime);
  return {
    kind: 'gateway',
    ...server,
    getSourceMessages: (triggerId) =>
      runtime.request.post<unknown>(runtime.request.path('none', chatPaths.fixtureMessages), { triggerId }, { silent: true }).then(readChatMessages),
    chooseImages: (max) => chooseWithInput(win, capped(max)),
    async closeWindow() {
      win.close();
      // A window the script did not open stays open (browsers ignore the call): let the caller offer a way on.
      await new Promise((resolve) => setTimeout(resolve, 100));
      return win.closed === true;
    },
  };
}

/** Lark: `h5sdk.config` once with the server's signature, then the `tt` calls. */
export function createLarkBridge(runtime: BridgeRuntime, win: HostWindow): HostBridge {
  const server = serverCalls(runtime);
  let ready: Promise<LarkTt> | undefined;
  const sdk = (): Promise<LarkTt> =>
    (ready ??= (async () => {
      const h5sdk = win.h5sdk;
      if (h5sdk) {
        const signature = await server.sign(pageUrl(win));
        await new Promise<void>((resolve, reject) => {
          h5sdk.config({
            ...signature,
            timestamp: Number(signature.timestamp),
            jsApiList: ['getBlockActionSourceDetail', 'chooseImage', 'closeWindow'],
            onFail: (error) => reject(error instanceof Error ? error : new Error('Lark config failed')),
          });
          h5sdk.ready(() => resolve());
        });
      }
      if (!win.tt) throw new Error('Lark JS SDK missing');
      return win.tt;
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  const call = <T,>(run: (tt: LarkTt, success: Callback<T>, fail: Callback) => void) =>
    sdk().then((tt) => new Promise<T>((resolve, reject) => run(tt, resolve, (error) => reject(error instanceof Error ? error : new Error('Lark call failed')))));
  return {
    kind: 'lark',
    ...server,
    getSourceMessages: (triggerId) =>
      call<unknown>((tt, success, fail) => {
        if (!tt.getBlockActionSourceDetail) return fail(new Error('getBlockActionSourceDetail missing'));
        tt.getBlockActionSourceDetail({ triggerCode: triggerId, success, fail });
      }).then((res) => {
        const record = (res ?? {}) as { content?: { messages?: unknown }; messages?: unknown };
        return readChatMessages(record.content?.messages ?? record.messages);
      }),
    chooseImages: (max) =>
      call<{ tempFilePaths?: string[] }>((tt, success, fail) => (tt.chooseImage ? tt.chooseImage({ count: capped(max), success, fail }) : fail(new Error('chooseImage missing')))).then(
        (res) => (res.tempFilePaths ?? []).slice(0, capped(max)),
      ),
    closeWindow: () =>
      call<unknown>((tt, success, fail) => (tt.closeWindow ? tt.closeWindow({ success, fail }) : fail(new Error('closeWindow missing')))).then(
        () => true,
        () => false,
      ),
  };
}

/**
 * WeCom: `wx.config` once with getWeSign's signature (chooseImage, closeWindow). WeCom has no message-action API of
 * its own: the messages come from the server's call, as with the gateway provider.
 */
export function createWeComBridge(runtime: BridgeRuntime, win: HostWindow): HostBridge {
  const server = serverCalls(runtime);
  const fallback = createGatewayBridge(runtime, win);
  let ready: Promise<WeComWx> | undefined;
  const sdk = (): Promise<WeComWx> =>
    (ready ??= (async () => {
      const wx = win.wx;
      if (!wx) throw new Error('WeCom JS SDK missing');
      const signature = await server.weSign(pageUrl(win));
      await new Promise<void>((resolve, reject) => {
        wx.error((error) => reject(error instanceof Error ? error : new Error('WeCom config failed')));
        wx.ready(() => resolve());
        wx.config({ beta: true, debug: false, ...signature, jsApiList: ['chooseImage', 'closeWindow'] });
      });
      return wx;
    })().catch((error: unknown) => {
      ready = undefined;
      throw error;
    }));
  return {
    kind: 'wecom',
    ...server,
    getSourceMessages: (triggerId) => fallback.getSourceMessages(triggerId),
    chooseImages: (max) =>
      sdk().then(
        (wx) =>
          new Promise<string[]>((resolve, reject) =>
            wx.chooseImage({
              count: capped(max),
              sizeType: ['original', 'compressed'],
              sourceType: ['album', 'camera'],
              success: (res) => resolve((res.localIds ?? []).slice(0, capped(max))),
              fail: (error) => reject(error instanceof Error ? error : new Error('chooseImage failed')),
              cancel: () => resolve([]),
            }),
          ),
      ),
    closeWindow: () =>
      sdk().then(
        (wx) => (wx.closeWindow(), true),
        () => false,
      ),
  };
}

/** The provider for this window: Lark when its SDK is there, WeCom when `wx` is, else the gateway's. */
export function createHostBridge(runtime: BridgeRuntime, win: HostWindow = window as HostWindow): HostBridge {
  if (win.h5sdk || typeof win.tt?.getBlockActionSourceDetail === 'function') return createLarkBridge(runtime, win);
  if (win.wx && typeof win.wx.config === 'function') return createWeComBridge(runtime, win);
  return createGatewayBridge(runtime, win);
}
