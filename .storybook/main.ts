import type { StorybookConfig } from '@storybook/react-vite';

// Kept minimal on purpose: the app's own build is rollup; Storybook brings its own vite setup.
const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: false },
};

export default config;
