// Scenario 9 (detail, issue 16 item 10): the ticket detail page (the orderDetail block with every built-in detail
// tab registered: Order detail, flow chart and nine plugin tabs) on the seeded ticket INC-0001, whose replies tab
// holds a 200-reply thread, served by the fixture gateway on the bench server. R shows the page as the app does
// (each tab's code and data load on its first opening: `tabLoading: 'lazy'`); B is the naive baseline, the same
// page with every tab rendered at once (`tabLoading: 'eager'`). Measured: the route change to an interactive
// page (header, form's first screen and action bar painted, then idle) and the switch to the replies tab (its
// first reply painted). Loaded on demand, so the other scenarios' pages do not carry it.
import { MemoryRouter } from 'react-router-dom';
import { createRuntime, type Runtime } from '@core';
import { RuntimeProvider } from '@react';
import OrderDetail from '@plugins/blocks/order-detail/order-detail';
import { builtinBlocks } from '@plugins/blocks';
import { lazyFieldPlugins } from '@plugins/fields/lazy';
import { lazyActionPlugins } from '@plugins/actions/lazy';
import { benchRoot, measure, now, settled, waitFor } from './measure';

/** The seeded ticket with the long reply thread (the first non-draft seed ticket) and its handler. */
export const DETAIL_TICKET = '899f007a89a4269d6cfdd8554b0d0cba';
const HANDLER = 'lisi';

/** The detail tabs the page shows (for the report: Order detail and the flow chart are the page's own). */
export const detailTabCount = (): number => 2 + builtinBlocks.filter((block) => block.name.startsWith('detailTab.')).length;

let runtime: Runtime | undefined;

/** A runtime as the app builds it, logged in as the ticket's handler (not part of any measurement). */
export async function prepareDetail(): Promise<void> {
  runtime = createRuntime({ plugins: { blocks: builtinBlocks, lazyFields: lazyFieldPlugins, lazyActions: lazyActionPlugins } }) as unknown as Runtime;
  const response = await fetch('/gateway/dosm/api/v2/base/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: HANDLER }) });
  const login = (await response.json()) as { data: { token: string; user?: unknown } };
  runtime.session.setToken(login.data.token);
  // The field types and actions of the page load once here, as a warm app has them after its first ticket.
  await runtime.ensurePlugins();
}

const headerShown = () => !!benchRoot().querySelector('[data-testid="order-title"]');
const formShown = () => !!benchRoot().querySelector('[data-testid="order-detail-form"] [data-field][data-mounted="true"]');
const barShown = () => !!benchRoot().querySelector('[data-testid="order-actions"] [data-action]');
const firstReply = () => !!benchRoot().querySelector('[data-testid="order-tab-reply"] [data-testid="reply"]');

/**
 * Route change to the detail (`show` renders synchronously), then the replies tab: `interactive` from the render to
 * header, form and action bar painted and idle; `replies` from the tab's click to its first reply painted and idle.
 */
export async function runDetail(show: (node: JSX.Element) => void, tabLoading: 'lazy' | 'eager'): Promise<{ interactive: number; replies: number }> {
  if (!runtime) throw new Error('prepareDetail first');
  const since = now();
  show(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={[`/orderDetails?id=${DETAIL_TICKET}`]}>
        <OrderDetail tabLoading={tabLoading} />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  await waitFor(() => headerShown() && formShown() && barShown() && (tabLoading === 'lazy' || firstReply()), 'detail interactive');
  const interactive = (await settled()) - since;
  const tab = () => benchRoot().querySelector<HTMLElement>('[data-testid="order-tag-reply"]')?.closest<HTMLElement>('[role="tab"]');
  await waitFor(() => !!tab(), 'replies tab');
  const replies = await measure(() => tab()!.click(), firstReply, 'replies tab');
  return { interactive, replies };
}
