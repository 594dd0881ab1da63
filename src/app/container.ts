// Whether a micro-frontend container loaded the app: read by the small entry before the app's code loads.

/** Whether a micro-frontend container (qiankun) loaded us. */
export function isInsideContainer(): boolean {
  return Boolean((globalThis as { __POWERED_BY_QIANKUN__?: boolean }).__POWERED_BY_QIANKUN__);
}
