import type { StorybookConfig } from '@storybook/react-vite';
import { viteAliases } from '../scripts/aliases.mjs';

// Kept minimal on purpose: the app's own build is rollup; Storybook brings its own vite setup.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
  viteFinal: (vite) => ({ ...vite, resolve: { ...vite.resolve, alias: [...viteAliases(), ...toList(vite.resolve?.alias)] } }),
};

export default config;

type AliasList = { find: string | RegExp; replacement: string }[];
function toList(alias: unknown): AliasList {
  if (!alias) return [];
  if (Array.isArray(alias)) return alias as AliasList;
  return Object.entries(alias as Record<string, string>).map(([find, replacement]) => ({ find, replacement }));
}
