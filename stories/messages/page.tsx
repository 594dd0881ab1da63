// Shared frame of the message centre's stories: a memory router at the page's address (the blocks read their
// parameters from it), toasts, navigation logged, on the page background a screen tall.
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ToastHost } from '@react/feedback';
import { useRuntime } from '@react/runtime/runtime-provider';
import { messagesAdapter, type MessagesAdapterOptions } from './messages-adapter';

/** Renders `children` as the page at `url`. */
export function MessagePage({ url, children }: { url: string; children: ReactNode }) {
  const runtime = useRuntime();
  useEffect(() => runtime.bus.on('router:navigate', ({ to }) => console.info(`[story] navigate to ${to}`)), [runtime]);
  return (
    <MemoryRouter initialEntries={[url]}>
      <div style={{ height: '100vh', overflow: 'auto', background: 'var(--sd-color-page)' }}>{children}</div>
      <ToastHost bus={runtime.bus} />
    </MemoryRouter>
  );
}

/** Story parameters of a runtime whose message calls the gateway's handlers answer (zhangsan, 300 ms). */
export const messagesRuntime = (options: MessagesAdapterOptions = {}) => ({ runtime: { requestAdapter: messagesAdapter(options).adapter } });
