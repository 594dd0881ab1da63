import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator, Preview } from '@storybook/react-vite';
import { applyColorScheme } from '@react/theme';
import '@react/theme/theme.css';
import { withRuntime } from '../stories/decorators/with-runtime';

function ColorScheme({ scheme, children }: { scheme: 'light' | 'dark'; children: ReactNode }) {
  useLayoutEffect(() => applyColorScheme(scheme), [scheme]);
  return <>{children}</>;
}

/** Shows the story in the colour scheme chosen in the toolbar (the app's tokens, antd-mobile's dark theme). */
const withColorScheme: Decorator = (Story, context) => (
  <ColorScheme scheme={context.globals.scheme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ColorScheme>
);

const preview: Preview = {
  decorators: [withRuntime, withColorScheme],
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh', title: '中文' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
    scheme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Scheme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'zh',
    scheme: 'light',
    // The product is phone-first (H5); stories open at an iPhone 12/13 size.
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        smallPhone: { name: 'Small phone 320x568', styles: { width: '320px', height: '568px' }, type: 'mobile' },
        tablet: { name: 'Tablet 768x1024', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
      },
    },
  },
};

export default preview;
