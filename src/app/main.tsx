// App entry: exports the micro-frontend lifecycle, and mounts itself when loaded standalone.
// antd-mobile's theme variables and base styles (the bundle drops antd-mobile's barrel side effects).
import 'antd-mobile/es/global';
import { defaultStorage } from '@core';
import { applyStoredColorScheme } from '@react/theme';
import { isInsideContainer, mount } from './lifecycle';
import { registerServiceWorker } from './service-worker';

export { bootstrap, mount, unmount } from './lifecycle';

if (!isInsideContainer()) {
  // The stored colour scheme before the first render (the runtime reads the same localStorage), so
  // a dark choice never flashes light; ThemeProvider takes over once mounted.
  applyStoredColorScheme(defaultStorage());
  void mount();
  registerServiceWorker();
}
