// @vitest-environment jsdom
// The field-modification tab on a fake server: the preview call (page 1 of size 2), "show all" loading the rest in
// a larger page, each record's who / when / action / node and its changes with the words screen readers hear
// ("from X to Y"), a reload when the ticket version changes, the empty state and the load failure; zh and en.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '@react';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { readOrderDetail, readOrderHeader } from '../ticket-shared/model';
import { ok, renderWithRuntime, setup } from '../../../tests/unit/react/support';
import FieldModifyTab from './field-modify-tab';
import { serverPage } from './model';
import { fieldModifyTab } from '.';

afterEach(cleanup);

const PATH = '/api/v2/biz/fieldModifyRecord/pageList/w1';
/** 2026-01-05 09:30 in UTC+8 (the configured zone). */
const T = Date.UTC(2026, 0, 5, 1, 30, 0);

const record = (n: number, fields: Array<[string, string, string]>) => ({
  id: `r${n}`,
  userId: '10002',
  userName: n % 2 ? '李四(Li Si)' : '王五(Wang Wu)',
  modifyTime: T - n * 3_600_000,
  action: 'UPDATE',
  actionName: n % 2 ? '修改' : '提交',
  nodeId: 'Task_accept',
  nodeName: '服务台受理',
  fields: fields.map(([fieldName, oldValue, newValue]) => ({ fieldCode: fieldName, fieldName, oldValue, newValue })),
});

const ALL = [
  record(1, [
    ['紧急程度', '高', '紧急'],
    ['受影响服务', '', 'VPN 接入'],
  ]),
  record(2, [['故障设备 IP', '10.0.0.1', '']]),
  record(3, [['通知方式', '短信', '邮件']]),
  record(4, [['处理组', '一线服务台', '应用运维组']]),
  record(5, [['事件标题', '旧标题', '新标题']]),
];

function serve(records = ALL, language: 'zh' | 'en' = 'zh') {
  const t = setup({ blocks: [fieldModifyTab], language });
  t.server.on('GET', PATH, (call) => {
    const pageNum = Number(call.params.pageNum);
    const pageSize = Number(call.params.pageSize);
    return ok({ records: records.slice((pageNum - 1) * pageSize, pageNum * pageSize), total: records.length, pageNum, pageSize, pages: Math.ceil(records.length / pageSize) });
  });
  return t;
}

function props(version = 1): DetailTabProps {
  return { detail: readOrderDetail({ workOrderId: 'w1', version }), header: readOrderHeader({ workOrderId: 'w1' }), reload: () => undefined, active: true, variant: 'mobile' };
}

const params = (t: ReturnType<typeof setup>) => t.server.callsTo(PATH).map((call) => call.params);
const spoken = () => screen.getAllByTestId('field-modify-record').map((card) => within(card).getAllByTestId('field-change').map((line) => line.querySelector('.sd-visually-hidden')!.textContent));

describe('field-modification tab', () => {
  it('zh: a preview of the 2 newest (page 1 of size 2), then "show all" loads the rest in a page of 50', async () => {
    const t = serve();
    renderWithRuntime(t.runtime, <FieldModifyTab {...props()} />);
    await screen.findByTestId('field-modify');
    expect(params(t)).toEqual([{ pageNum: 1, pageSize: 2 }]);
    const cards = screen.getAllByTestId('field-modify-record');
    expect(cards).toHaveLength(2);
    expect(cards[0]!.querySelector('.sd-field-modify__name')!.textContent).toBe('李四(Li Si)');
    expect(cards[0]!.querySelector('.sd-field-modify__action')!.textContent).toBe('修改');
    expect(cards[0]!.querySelector('time')!.textContent).toBe('2026-01-05 08:30');
    expect(within(cards[0]!).getByText('节点：服务台受理')).toBeTruthy();
    expect(spoken()).toEqual([['紧急程度：由 高 改为 紧急', '受影响服务：由 空 改为 VPN 接入'], ['故障设备 IP：由 10.0.0.1 改为 空']]);
    // The struck-through line is for the eye only.
    const line = within(cards[0]!).getAllByTestId('field-change')[0]!;
    expect(line.querySelector('[aria-hidden="true"]')!.textContent).toBe('紧急程度: 高 → 紧急');
    expect(line.querySelector('del')!.textContent).toBe('高');
    expect(screen.getByRole('list', { name: '字段修改记录，共 5 条' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '查看全部（共 5 条）' }));
    await waitFor(() => expect(screen.getAllByTestId('field-modify-record')).toHaveLength(5));
    expect(params(t)).toEqual([
      { pageNum: 1, pageSize: 2 },
      { pageNum: 1, pageSize: 50 },
    ]);
    expect(screen.getAllByTestId('field-modify-record').map((card) => card.querySelector('.sd-field-modify__name')!.textContent)).toEqual(['李四(Li Si)', '王五(Wang Wu)', '李四(Li Si)', '王五(Wang Wu)', '李四(Li Si)']);
    expect(screen.queryByTestId('field-modify-more')).toBeNull();
  });

  it('en: the texts in English; no "show all" when the preview holds everything', async () => {
    const t = serve(ALL.slice(0, 2), 'en');
    renderWithRuntime(t.runtime, <FieldModifyTab {...props()} />);
    await screen.findByTestId('field-modify');
    expect(spoken()[0]).toEqual(['紧急程度: from 高 to 紧急', '受影响服务: from (empty) to VPN 接入']);
    expect(screen.getByRole('list', { name: 'Field changes, 2 in all' })).toBeTruthy();
    expect(screen.getAllByText(/^Step: /)).toHaveLength(2);
    expect(screen.queryByTestId('field-modify-more')).toBeNull();
  });

  it('en: "Show all (n)" loads a page of 50, then "Load more" the next page of 50', async () => {
    const many = Array.from({ length: 60 }, (_, i) => record(i + 1, [['Urgency', 'High', 'Urgent']]));
    const t = serve(many, 'en');
    renderWithRuntime(t.runtime, <FieldModifyTab {...props()} />);
    await screen.findByTestId('field-modify');
    fireEvent.click(screen.getByRole('button', { name: 'Show all (60)' }));
    await waitFor(() => expect(screen.getAllByTestId('field-modify-record')).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('field-modify-record')).toHaveLength(60));
    expect(params(t)).toEqual([
      { pageNum: 1, pageSize: 2 },
      { pageNum: 1, pageSize: 50 },
      { pageNum: 2, pageSize: 50 },
    ]);
    expect(screen.queryByTestId('field-modify-more')).toBeNull();
    expect(serverPage(4)).toEqual({ pageNum: 3, pageSize: 50 });
  });

  it('asks again from the preview when the ticket version changes', async () => {
    const t = serve();
    const view = renderWithRuntime(t.runtime, <FieldModifyTab {...props(1)} />);
    await screen.findByTestId('field-modify');
    fireEvent.click(screen.getByTestId('field-modify-more'));
    await waitFor(() => expect(params(t)).toHaveLength(2));
    view.rerender(
      <RuntimeProvider runtime={t.runtime}>
        <FieldModifyTab {...props(2)} />
      </RuntimeProvider>,
    );
    await waitFor(() => expect(params(t)).toHaveLength(3));
    expect(params(t)[2]).toEqual({ pageNum: 1, pageSize: 2 });
    await waitFor(() => expect(screen.getAllByTestId('field-modify-record')).toHaveLength(2));
  });

  it('shows the empty state, and the load failure with a retry', async () => {
    const empty = serve([]);
    renderWithRuntime(empty.runtime, <FieldModifyTab {...props()} />);
    expect((await screen.findByTestId('field-modify-state-empty')).textContent).toContain('暂无字段修改记录');
    cleanup();

    const t = setup({ blocks: [fieldModifyTab] });
    let fail = true;
    t.server.on('GET', PATH, () => (fail ? { status: 500, body: { code: 500, msg: 'boom' } } : ok({ records: ALL.slice(0, 2), total: 5 })));
    renderWithRuntime(t.runtime, <FieldModifyTab {...props()} />);
    const error = await screen.findByTestId('field-modify-state-error');
    expect(error.textContent).toContain('字段修改记录加载失败');
    fail = false;
    fireEvent.click(within(error).getByRole('button'));
    await waitFor(() => expect(screen.getAllByTestId('field-modify-record')).toHaveLength(2));
    expect(t.server.callsTo(PATH).map((call) => call.params)).toEqual([
      { pageNum: 1, pageSize: 2 },
      { pageNum: 1, pageSize: 2 },
    ]);
  });
});
