// R, scenario 8: the worklist block (plugins/blocks/worklist) in its own runtime whose request adapter answers
// `h5workOrder/list` (paged), `workStatus/count` and `listQueryDef/get` from memory, without latency, inside a
// react-router MemoryRouter. Loaded on demand, so the other scenarios' page does not carry it.
import { MemoryRouter } from 'react-router-dom';
import { createRuntime, type AdapterRequest, type AdapterResponse, type RequestAdapter, type Runtime } from '@core';
import { RuntimeProvider } from '@react';
import { worklistBlock } from '@plugins/blocks/worklist';
import Worklist from '@plugins/blocks/worklist/worklist';
import { builtinLists } from '@plugins/blocks/worklist/lists';
import { benchRoot, settled, waitFor } from '../shared/measure';
import { cardOf, runWorklistScenario, WORKLIST_DATA, worklistPage } from '../shared/worklist-data';

const answer = (data: unknown): AdapterResponse => ({ status: 200, data: { code: 100000, data, msg: 'success' } });

const adapter: RequestAdapter = async (config: AdapterRequest): Promise<AdapterResponse> => {
  const body = typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
  const url = config.url;
  if (url.endsWith('/h5workOrder/list')) {
    const list = WORKLIST_DATA[body.listType as keyof typeof WORKLIST_DATA] ?? [];
    return answer(worklistPage(list, Number(body.pageNum ?? 1), Number(body.pageSize ?? 10)));
  }
  if (url.endsWith('/workStatus/count')) {
    const types = Array.isArray(body.listTypes) ? (body.listTypes as string[]) : [...builtinLists];
    return answer(Object.fromEntries(types.map((type) => [type, WORKLIST_DATA[type as keyof typeof WORKLIST_DATA]?.length ?? 0])));
  }
  if (url.endsWith('/listQueryDef/get')) return answer({ queryType: config.params?.queryType, queryContent: null });
  return answer(true);
};

const runtime = createRuntime({ plugins: { blocks: [worklistBlock] }, requestAdapter: adapter }) as unknown as Runtime;
runtime.session.setLoginInfo({
  user: { accountId: 'acc-1', userId: '10002', userName: 'lisi', name: '李四', userAlias: 'Li Si', groupId: 'g-desk-l1', groupName: '一线服务台' },
  rbac: ['44'],
} as Parameters<Runtime['session']['setLoginInfo']>[0]);

/** Shows the worklist on its first tab (todo) and waits until the first page is painted and idle. */
export async function mountWorklist(show: (node: JSX.Element) => void): Promise<void> {
  show(
    <RuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/worklist']}>
        <Worklist />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  await waitFor(() => !!cardOf(WORKLIST_DATA.todo[0]!.workOrderId) && !!document.querySelector('[data-testid="worklist-tab-groupTodo"]'), 'worklist first page');
  await settled();
}

/** Tab switch todo → groupTodo, then the groupTodo list scrolled to its end. */
export function runWorklist() {
  const tab = () => {
    const element = document.querySelector<HTMLElement>('[data-testid="worklist-tab-groupTodo"]');
    if (!element) throw new Error('no groupTodo tab');
    element.click();
  };
  // The end: the infinite scroll no longer shows its loading marker.
  const ended = () => !benchRoot().querySelector('.adm-infinite-scroll [aria-busy="true"]');
  return runWorklistScenario(tab, ended);
}
