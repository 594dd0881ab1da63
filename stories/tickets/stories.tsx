// Shared wrapper of the ticket stories: a memory router at the page's address (the blocks read
// their parameters from it) and the story's login info; the props, frame and answers of the detail tabs' stories.
import { useEffect, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import type { AdapterResponse } from '@core';
import { useRuntime } from '@react';
import type { DetailTabProps } from '@plugins/blocks/ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '@plugins/blocks/ticket-shared/model';
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

/** A detail tab's props in a story: ticket `workOrderId` (number INC-0001) at version 1, the tab showing, on the phone. */
export function detailTabProps(workOrderId: string): DetailTabProps {
  return {
    detail: readOrderDetail({ workOrderId, version: 1 }),
    header: readOrderHeader({ workOrderId, preNum: 'INC-0001' }),
    reload: () => undefined,
    active: true,
    variant: 'mobile',
  };
}

/** A detail tab's story on the page background, a screen tall. */
export const onDetailPage: Decorator = (Story) => (
  <div style={{ background: 'var(--sd-color-page)', minHeight: '100vh' }}>
    <Story />
  </div>
);

/** A successful answer of a story's request adapter (the server's envelope around `data`). */
export const storyOk = (data: unknown): AdapterResponse => ({ status: 200, data: { code: 100000, data, msg: 'success' } });
