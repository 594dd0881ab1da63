// App entry: exports the micro-frontend lifecycle, and mounts itself when loaded standalone.
// antd-mobile's theme variables and base styles (the bundle drops antd-mobile's barrel side effects).
import 'antd-mobile/es/global';
import { isInsideContainer, mount } from './lifecycle';

export { bootstrap, mount, unmount } from './lifecycle';

if (!isInsideContainer()) void mount();
