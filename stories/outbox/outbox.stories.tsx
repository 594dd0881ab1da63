import { useEffect, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { createIdbOutboxStorage, writeOutboxCount, type OutboxEntry } from '@core/outbox';
import { useRuntime } from '@react';
import Outbox from '@plugins/blocks/outbox/outbox';
import { OutboxBanner } from '@plugins/blocks/shared/outbox-banner';
import { storyLogin, ticketRuntime } from '../tickets/fixtures';
import { TicketPage } from '../tickets/stories';

const START = '/api/v2/biz/btn/btnaction/start';

function entry(id: string, patch: Partial<OutboxEntry>): OutboxEntry {
  const at = Date.parse('2026-11-26T09:30:00+08:00');
  return { id, userId: storyLogin.user.userId, key: `story-${id}`, kind: 'create', label: '', request: { method: 'POST', path: START, body: {} }, status: 'pending', createdAt: at, updatedAt: at, ...patch };
}

/** Entries of the story's user: a new ticket waiting, a draft, and a transfer the server refused. */
const ENTRIES = [
  entry('a', { label: '打印机卡纸' }),
  entry('b', { kind: 'draft', label: 'VPN 无法连接', createdAt: Date.parse('2026-11-26T09:35:00+08:00') }),
  entry('c', { kind: 'action', action: 'TRANSFER', label: 'WO-1024', status: 'failed', error: '工单已被他人处理，请刷新后重试', createdAt: Date.parse('2026-11-26T09:40:00+08:00') }),
];

/** Puts the entries into the browser's IndexedDB (a separate database per story) before the page shows. */
function Seeded({ entries, children }: { entries: OutboxEntry[]; children: ReactNode }) {
  const runtime = useRuntime();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const storage = createIdbOutboxStorage(indexedDB);
    void (async () => {
      for (const old of await storage.list(storyLogin.user.userId)) await storage.delete(old.id);
      for (const e of entries) await storage.put(e);
      writeOutboxCount(runtime.storage, storyLogin.user.userId, entries.length);
      setReady(true);
    })();
  }, [entries, runtime]);
  return ready ? <>{children}</> : null;
}

const meta = {
  title: 'Outbox/Outbox',
  component: Outbox,
  parameters: { runtime: ticketRuntime() },
} satisfies Meta<typeof Outbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three entries: waiting, waiting, refused with the server's message (Retry, Discard); the banner above links here. */
export const WithEntries: Story = {
  decorators: [
    (Story) => (
      <TicketPage url="/outbox">
        <Seeded entries={ENTRIES}>
          <OutboxBanner />
          <Story />
        </Seeded>
      </TicketPage>
    ),
  ],
};

/** Nothing waits: the empty state, no banner. */
export const Empty: Story = {
  decorators: [
    (Story) => (
      <TicketPage url="/outbox">
        <Seeded entries={[]}>
          <OutboxBanner />
          <Story />
        </Seeded>
      </TicketPage>
    ),
  ],
};
