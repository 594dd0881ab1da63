// The fixture gateway in a jsdom test. Its modules locate their fixture
// folders with `new URL('../..', import.meta.url)`, which Vite rewrites for
// browser-like environments into an address on the dev server
// (http://localhost:3000/<path from the root>). `fileURLToPath` is given back
// the file those addresses stand for (see the vi.mock in the tests).
import { resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../../..');
const DEV_SERVER = /^https?:\/\/localhost(?::\d+)?\//;

/** Maps a dev-server address back to the repository file; other values pass through. */
export function devServerPath(url: unknown): string | undefined {
  const href = typeof url === 'string' ? url : url && typeof url === 'object' && 'href' in url ? String((url as { href: unknown }).href) : '';
  const match = DEV_SERVER.exec(href);
  return match ? resolve(ROOT, decodeURIComponent(href.slice(match[0].length).split(/[?#]/)[0]!)) : undefined;
}
