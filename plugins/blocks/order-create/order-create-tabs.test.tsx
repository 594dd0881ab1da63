// @vitest-environment jsdom
// The create page's tabs (service-desk §2: header, content form, footer buttons and tabs) against the
// fixture gateway in process: "Order info" holds the form, "Flow chart" the template's process drawn
// without highlights; switching keeps what was typed; an invalid submit from the chart shows the form.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import OrderCreate from './order-create';
import { FlowChart } from '@plugins/blocks/flow-chart';
import type { FlowChartData } from '@plugins/blocks/ticket-shared/model';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';

// bpmn-js needs SVG layout (getBBox), which jsdom lacks: the stand-in records what it was asked to draw.
const drawn = vi.hoisted(() => [] as FlowChartData[]);
vi.mock('@plugins/blocks/flow-chart/viewer', () => ({
  mountFlowViewer: async (_container: HTMLElement, chart: FlowChartData) => {
    drawn.push(chart);
    return { zoomIn: () => undefined, zoomOut: () => undefined, fit: () => undefined, destroy: () => undefined };
  },
}));

const INCIDENT = 'proc-incident:3:90017';
const createUrl = `/orderCreate?processDefId=${encodeURIComponent(INCIDENT)}`;

const gateway = gatewayPerFile();
beforeEach(() => {
  drawn.length = 0;
});

const titleBox = () => within(document.querySelector('[data-field="title"]') as HTMLElement).getByRole('textbox') as HTMLInputElement;
const tab = (name: string) => screen.getByRole('tab', { name });
const panel = (key: 'form' | 'flow') => document.getElementById(`sd-create-panel-${key}`)!;
/** The template's process as the gateway serves it. */
const templateXml = async () => (await gateway.call<{ processXml: string }>('zhangsan', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${encodeURIComponent(INCIDENT)}`)).processXml;

describe('create page tabs', () => {
  it('"工单信息" shows the form, "流程图" the template process without highlights; the typed title survives the switch', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(createUrl, <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    const list = screen.getByRole('tablist', { name: '工单页签' });
    expect(within(list).getAllByRole('tab').map((t) => [t.textContent, t.getAttribute('aria-selected')])).toEqual([
      ['工单信息', 'true'],
      ['流程图', 'false'],
    ]);
    expect(panel('form').hidden).toBe(false);
    expect(panel('form').getAttribute('aria-labelledby')).toBe(tab('工单信息').id);
    // The diagram is not loaded before its tab is opened.
    expect(within(panel('flow')).queryByTestId('flow-chart')).toBeNull();

    fireEvent.change(titleBox(), { target: { value: 'Mail server down on floor 5' } });
    fireEvent.click(tab('流程图'));
    expect(tab('流程图').getAttribute('aria-selected')).toBe('true');
    expect(panel('form').hidden).toBe(true);
    expect(panel('flow').hidden).toBe(false);
    await waitFor(() => expect(panel('flow').querySelector('[data-testid="flow-chart-frame"]')?.getAttribute('data-state')).toBe('ready'));
    expect(drawn).toHaveLength(1);
    expect(drawn[0]!.processXml).toBe(await templateXml());
    expect(drawn[0]!.processXml).toContain('<bpmn');
    expect(drawn[0]).toMatchObject({ currNodeSet: [], hisNodeSet: [], sequenceSet: [], rejectNodeIds: [] });
    // Nothing has run: no legend of done / current / returned nodes; the zoom tools are there.
    expect(within(panel('flow')).queryByTestId('flow-chart-legend')).toBeNull();
    expect(within(panel('flow')).getByRole('button', { name: '适应屏幕' })).toBeTruthy();
    // The footer stays: a requester may submit from here.
    expect(screen.getByTestId('order-create-submit')).toBeTruthy();

    fireEvent.click(tab('工单信息'));
    expect(panel('form').hidden).toBe(false);
    expect(panel('flow').hidden).toBe(true);
    expect(titleBox().value).toBe('Mail server down on floor 5');
    // Back on the chart: the diagram is kept, not drawn again.
    fireEvent.click(tab('流程图'));
    expect(drawn).toHaveLength(1);
  });

  it('English texts; arrow keys and Home move between the tabs', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    zhangsan.open(createUrl, <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    const list = screen.getByRole('tablist', { name: 'Ticket sections' });
    expect(within(list).getAllByRole('tab').map((t) => t.textContent)).toEqual(['Order info', 'Flow chart']);
    fireEvent.keyDown(tab('Order info'), { key: 'ArrowRight' });
    expect(tab('Flow chart').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Flow chart'));
    await waitFor(() => expect(drawn).toHaveLength(1));
    fireEvent.keyDown(tab('Flow chart'), { key: 'Home' });
    expect(tab('Order info').getAttribute('aria-selected')).toBe('true');
    expect(panel('form').hidden).toBe(false);
  });

  it('an invalid submit from the flow chart brings the form back with the required message', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    zhangsan.open(createUrl, <OrderCreate />);
    await screen.findByTestId('order-create-submit');
    fireEvent.click(tab('流程图'));
    fireEvent.click(screen.getByTestId('order-create-submit'));
    await waitFor(() => expect(tab('工单信息').getAttribute('aria-selected')).toBe('true'));
    expect(panel('form').hidden).toBe(false);
    await waitFor(() => expect(document.querySelector('[data-field="title"]')?.textContent).toContain('请输入必填项'));
    expect(Object.keys((await gateway.state()).workflow?.tickets ?? {})).toHaveLength(0);
  });
});

describe('FlowChart highlight={false}', () => {
  it('draws a running ticket bare, though the gateway names its current node', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const started = await gateway.call<{ workOrderId: string }>('zhangsan', 'POST', '/api/v2/biz/btn/btnaction/start', {
      processDefId: INCIDENT,
      formData: { title: 'Printer jammed', urgentLevel: 1, occurTime: '2025-06-10 08:00:00', description: '<p>x</p>' },
      assignees: ['10002'],
    });
    const served = await gateway.call<FlowChartData>('zhangsan', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${started.workOrderId}`);
    expect(served.currNodeSet.length).toBeGreaterThan(0);
    zhangsan.open('/chart', <FlowChart id={started.workOrderId} highlight={false} />);
    await waitFor(() => expect(drawn).toHaveLength(1));
    expect(drawn[0]).toMatchObject({ processXml: served.processXml, currNodeSet: [], hisNodeSet: [], sequenceSet: [], rejectNodeIds: [] });
    cleanup();
    zhangsan.open('/chart', <FlowChart id={started.workOrderId} />);
    await waitFor(() => expect(drawn).toHaveLength(2));
    expect(drawn[1]!.currNodeSet).toEqual(served.currNodeSet);
    await screen.findByTestId('flow-chart-legend');
  });
});
