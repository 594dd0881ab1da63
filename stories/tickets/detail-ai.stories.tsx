import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestAdapter } from '@core';
import { AiFetchContext } from '@react/ai/context';
import { AiEntry } from '@plugins/blocks/order-detail/ai-entry';
import type { OrderDetail } from '@plugins/blocks/ticket-shared/model';
import { aiFetch, type AiFetchOptions } from '../../fixtures/gateway/lib/ai-fetch';
import { matchRoute } from '../../fixtures/gateway/router';
import { aiRoutes } from '../../fixtures/gateway/routes/ai';

// The detail's AI helpers (issue 22): the rules and the streams answered by the fixture gateway's AI routes in
// process. "AI summary" and "Recommended solutions" open a sheet that streams the answer 120 ms a piece.

/** GETs of the AI rules answered by the gateway's handlers; the record POSTs succeed. */
const aiRulesAdapter: RequestAdapter = async (request) => {
  if (request.method === 'POST') return { status: 200, data: { code: '100000', data: { id: 'story' } } };
  const found = matchRoute(aiRoutes, 'GET', request.url);
  if (!found) return { status: 404, data: { code: 404, msg: 'No story answer' } };
  const lang = String(request.headers.language ?? 'zh').startsWith('en') ? 'en' : 'zh';
  const data = await found.route.handler({ method: 'GET', path: request.url, query: {}, body: undefined, params: found.params, user: undefined as never, token: undefined, store: undefined as never, lang, decrypt: () => '', apiBase: '' });
  return { status: 200, data: { code: '100000', data } };
};

const incident = {
  workOrderId: 'story-1',
  processDefId: 'proc-incident:3:90017',
  processDefKey: 'proc-incident',
  formData: { title: '邮箱无法收发邮件', description: '<p>Outlook 提示无法连接服务器</p>' },
} as unknown as OrderDetail;

function DetailAi({ fetchOptions }: { fetchOptions: AiFetchOptions }) {
  return (
    <AiFetchContext.Provider value={aiFetch(fetchOptions)}>
      <AiEntry detail={incident} />
    </AiFetchContext.Provider>
  );
}

const meta = {
  title: 'Tickets/Detail AI helpers',
  component: DetailAi,
  args: { fetchOptions: {} },
  parameters: { runtime: { requestAdapter: aiRulesAdapter } },
} satisfies Meta<typeof DetailAi>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both helpers; each sheet streams its answer, with Stop. */
export const Streaming: Story = {};
/** The stream answers HTTP 500: the translated "Network response was not ok", with Retry. */
export const NetworkNotOk: Story = { args: { fetchOptions: { status: 500 } } };
/** The service reports an error after five pieces: the text so far stays, its message and Retry show. */
export const BreaksMidStream: Story = { args: { fetchOptions: { failAfter: 5 } } };
