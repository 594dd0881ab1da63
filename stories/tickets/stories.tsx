// Shared wrapper of the ticket stories: a memory router at the page's address (the blocks read
// their parameters from it) and the story's login info.
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { useRuntime } from '@react';
import { storyLogin } from './fixtures';

/** Renders `children` as the page at `url`, logged in as the story user. */
export function TicketPage({ url, children }: { url: string; children: ReactNode }) {
  const runtime = useRuntime();
  // The session reads login info from storage; the story writes it before the block asks.
  if (!runtime.session.getLoginInfo()) runtime.session.setLoginInfo(storyLogin);
  useEffect(() => runtime.bus.on('router:navigate', ({ to }) => console.info(`[story] navigate to ${to}`)), [runtime]);
  return (
    <MemoryRouter initialEntries={[url]}>
      <div style={{ height: '100vh', overflow: 'auto', background: '#f5f5f5' }}>{children}</div>
    </MemoryRouter>
  );
}
