// Types of service-worker.mjs (plain ESM so rollup.config.mjs can import it without a loader).
import type { Plugin } from 'rollup';

export const HASHED_NAME: RegExp;
export const NETWORK_ONLY_NAVIGATIONS: RegExp[];
export const SELF_REMOVING_WORKER: string;
export function serviceWorkerOff(value?: string): boolean;
export function shellFiles(appDir: string): Promise<string[]>;
export function serviceWorker(options?: { dir?: string; publicPath?: string; enabled?: boolean }): Plugin;
