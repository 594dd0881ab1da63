// Scenario 8 (worklist): the tickets both variants show, generated in the page (the same for R and B), and the
// in-page measurement of a scroll to the end and of a tab switch. Pages of SIZES.worklistPageSize records.
import { SIZES } from '../../lib/protocol';
import { benchRoot, longTasksSince, measure, nextFrame, now, settled, waitFor } from './measure';

export interface BenchTicket {
  workOrderId: string;
  preNum: string;
  title: string;
  dataStatus: number;
  urgentLevel: number;
  slaStatus: number;
  vip: boolean;
  createdTime: string;
  processName: string;
  handlers: Array<{ userId: string; userName: string }>;
}

const TITLES = ['邮箱无法收发邮件', '会议室投影仪无信号', '申请 VPN 账号', '打印机卡纸', '数据库备份失败'];

/** The first list (todo) and the second (groupTodo): `SIZES.worklistRows` tickets each, ids T1… and G1…. */
export const WORKLIST_DATA: Record<'todo' | 'groupTodo', BenchTicket[]> = {
  todo: tickets('T'),
  groupTodo: tickets('G'),
};

function tickets(prefix: string): BenchTicket[] {
  const base = Date.UTC(2026, 10, 1);
  return Array.from({ length: SIZES.worklistRows }, (_, i) => ({
    workOrderId: `${prefix}${i + 1}`,
    preNum: `INC-${prefix}${String(i + 1).padStart(4, '0')}`,
    title: `${TITLES[i % TITLES.length]} ${prefix}${i + 1}`,
    dataStatus: [0, 10, 20, 30, 40, 50][i % 6]!,
    urgentLevel: i % 4,
    slaStatus: i % 9,
    vip: i % 5 === 0,
    createdTime: new Date(base - i * 7 * 3600_000).toISOString(),
    processName: '事件管理',
    handlers: [{ userId: '10002', userName: '李四(lisi)' }],
  }));
}

/** One page of a list (1-based), as `h5workOrder/list` answers it. */
export function worklistPage(list: BenchTicket[], pageNum: number, pageSize: number = SIZES.worklistPageSize): { records: BenchTicket[]; total: number } {
  return { records: list.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: list.length };
}

/** The card of a ticket id, found by `data-id` (both variants set it). */
export const cardOf = (id: string): Element | null => benchRoot().querySelector(`[data-id="${id}"]`);

/**
 * Switches from the first list to the second (`click`) until the second list's first card is painted, then scrolls
 * that list from top to bottom (to the bottom once per frame, as a flick would) until its last card and the end
 * marker (`ended`) are there: the time, the longest task and the number of tasks over 50 ms during the scroll.
 */
export async function runWorklistScenario(click: () => void, ended: () => boolean): Promise<{ tab: number; scroll: number; longest: number; long50: number }> {
  const second = WORKLIST_DATA.groupTodo;
  const tab = await measure(click, () => !!cardOf(second[0]!.workOrderId), 'worklist tab');
  window.scrollTo(0, 0);
  await settled();
  const last = second.at(-1)!.workOrderId;
  const since = now();
  let scrolling = true;
  const flick = async () => {
    while (scrolling) {
      const box = document.scrollingElement ?? document.documentElement;
      box.scrollTop = box.scrollHeight;
      await nextFrame();
    }
  };
  const flicking = flick();
  try {
    const scroll = await measure(() => undefined, () => !!cardOf(last) && ended(), 'worklist scroll', 600_000);
    const tasks = longTasksSince(since);
    return { tab, scroll, longest: tasks.longest, long50: tasks.count };
  } finally {
    scrolling = false;
    await flicking;
  }
}

export { waitFor };
