import type { Preview } from '@storybook/react-vite';
import { withRuntime } from '../stories/decorators/with-runtime';

const preview: Preview = {
  decorators: [withRuntime],
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
  },
  initialGlobals: {
    locale: 'zh',
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
