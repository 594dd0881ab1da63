// B, scenario 8: the baseline of the worklist, a plain antd-mobile `Tabs` + `List` + `InfiniteScroll` over the same
// records, pages of the same size answered from memory (a resolved promise), no runtime, no router.
import { useState } from 'react';
import { InfiniteScroll, List, Tabs } from 'antd-mobile';
import { SIZES } from '../../lib/protocol';
import { benchRoot, settled, waitFor } from '../shared/measure';
import { cardOf, runWorklistScenario, WORKLIST_DATA, worklistPage, type BenchTicket } from '../shared/worklist-data';

type ListKey = keyof typeof WORKLIST_DATA;

function PlainList({ list }: { list: ListKey }) {
  const [items, setItems] = useState<BenchTicket[]>([]);
  const [hasMore, setHasMore] = useState(true);
  const loadMore = async () => {
    const page = await Promise.resolve(worklistPage(WORKLIST_DATA[list], Math.floor(items.length / SIZES.worklistPageSize) + 1));
    setItems((previous) => [...previous, ...page.records]);
    setHasMore(items.length + page.records.length < page.total && page.records.length >= SIZES.worklistPageSize);
  };
  return (
    <>
      <List>
        {items.map((item) => (
          <List.Item key={item.workOrderId} data-id={item.workOrderId} description={`${item.preNum} · 紧急度 ${item.urgentLevel} · 处理人：${item.handlers[0]?.userName ?? ''}`} extra={item.vip ? 'VIP' : undefined}>
            {item.title}
          </List.Item>
        ))}
      </List>
      <InfiniteScroll loadMore={loadMore} hasMore={hasMore}>
        {(more) => (more ? <span aria-busy="true">加载中</span> : <span>没有更多了</span>)}
      </InfiniteScroll>
    </>
  );
}

function PlainWorklist() {
  const [active, setActive] = useState<ListKey>('todo');
  return (
    <div className="bench-list">
      <Tabs activeKey={active} onChange={(key) => setActive(key as ListKey)}>
        <Tabs.Tab key="todo" title={<span data-tab="todo">我的待办</span>} />
        <Tabs.Tab key="groupTodo" title={<span data-tab="groupTodo">组待办</span>} />
      </Tabs>
      {/* Another dataset: the list is rebuilt from its first page, as the worklist rebuilds it per tab. */}
      <PlainList key={active} list={active} />
    </div>
  );
}

export async function mountWorklist(show: (node: JSX.Element) => void): Promise<void> {
  show(<PlainWorklist />);
  await waitFor(() => !!cardOf(WORKLIST_DATA.todo[0]!.workOrderId), 'baseline first page');
  await settled();
}

export function runWorklist() {
  const tab = () => {
    const element = document.querySelector<HTMLElement>('[data-tab="groupTodo"]');
    if (!element) throw new Error('no groupTodo tab');
    element.click();
  };
  const ended = () => !benchRoot().querySelector('.adm-infinite-scroll [aria-busy="true"]');
  return runWorklistScenario(tab, ended);
}
