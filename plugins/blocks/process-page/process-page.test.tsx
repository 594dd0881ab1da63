// @vitest-environment jsdom
// A template's process page against the fixture gateway (/processPage/{ref}, issue 19 item 5): its description and
// steps in flow order with who handles each and how, Start, a template the user may not raise, zh and en; the flow
// center's (i) links; and the reader of `process/info/{ref}`.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import FlowCenter from '@plugins/blocks/flow-center/flow-center';
import ProcessPage from '@plugins/blocks/process-page/process-page';
import { ticketRoutes } from '@plugins/blocks/ticket-shared/model';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';
import { nodeKind, readProcessInfo } from './model';

const gateway = gatewayPerFile();
const INCIDENT = 'proc-incident:3:90017';

describe('a template’s process page', () => {
  it('shows the description and the steps in order, each with its kind, handler and handling mode; Start opens the form', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const view = zhangsan.open(`/processPage?processDefId=${encodeURIComponent(INCIDENT)}`, <ProcessPage />);
    const page = await screen.findByTestId('process-page');
    expect(within(page).getByRole('heading', { level: 2 }).textContent).toBe('事件管理');
    expect(screen.getByTestId('process-description').textContent).not.toBe('');
    const steps = within(screen.getByRole('region', { name: /流程节点/ })).getAllByTestId('process-node');
    expect(steps[0]!.textContent).toContain('开始');
    expect(steps.at(-1)!.textContent).toContain('结束');
    const approval = steps.find((s) => s.getAttribute('data-node-id') === 'Task_approve')!;
    expect(approval.textContent).toContain('审批');
    expect(steps.some((s) => /处理组：/.test(s.textContent ?? ''))).toBe(true);
    expect(steps.some((s) => /处理人处理|处理人同时处理|依次处理|完成条件/.test(s.textContent ?? ''))).toBe(true);
    // Screen readers hear the step's number before its name.
    expect(steps[1]!.textContent).toMatch(/^第 2 步: /);

    fireEvent.click(screen.getByTestId('process-start'));
    await waitFor(() => expect(view.location()).toBe(ticketRoutes.create(INCIDENT)));
  });

  it('in English; a template the user may not raise says so, without Start', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    const first = zhangsan.open('/processPage?processDefId=INC', <ProcessPage />);
    const region = await screen.findByRole('region', { name: /Process steps/ });
    expect(within(region).getAllByTestId('process-node')[0]!.textContent).toContain('Start');
    expect(region.textContent).not.toMatch(/[\u4e00-\u9fff]/);
    first.unmount();

    zhangsan.open('/processPage?processDefId=no-such-process', <ProcessPage />);
    expect((await screen.findByTestId('process-page-error')).textContent).toContain('Could not load the process');
    expect(screen.queryByTestId('process-start')).toBeNull();
  });

  it('the flow center names an (i) link per template that opens its process page; as the page’s list, rows open it', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    const create = zhangsan.open('/flowCenter', <FlowCenter />);
    const about = await screen.findAllByTestId('flow-template-about');
    const incident = about.find((a) => a.getAttribute('href') === ticketRoutes.process(INCIDENT))!;
    expect(incident.getAttribute('aria-label')).toBe('How “Incident management” runs');
    create.unmount();

    zhangsan.open('/processPage', <ProcessPage />);
    const rows = await screen.findAllByTestId('flow-template');
    expect(rows.map((r) => r.getAttribute('href'))).toContain(ticketRoutes.process(INCIDENT));
    expect(screen.queryByTestId('flow-template-about')).toBeNull();
  });

  it('reads the answer defensively: nodes need an id, repeats go, unknown kinds are steps', () => {
    expect(readProcessInfo({ nodes: [] })).toBeNull();
    const info = readProcessInfo({
      processDefId: 'p1',
      name: 'P',
      nodes: [
        { nodeId: 'a', nodeName: 'A', nodeType: 'startEvent', next: ['B', 3] },
        { nodeName: 'no id' },
        { nodeId: 'b', nodeType: 'userTask', isApprove: true, handleMode: 'BOGUS', handler: { kind: 'group', names: [] } },
        { nodeId: 'b', nodeType: 'endEvent' },
        'junk',
      ],
    });
    expect(info?.nodes).toEqual([
      { id: 'a', name: 'A', kind: 'start', handler: { kind: 'none' }, next: ['B', '3'] },
      { id: 'b', name: 'b', kind: 'approve', handler: { kind: 'none' }, next: [] },
    ]);
    expect(nodeKind('parallelGateway', false)).toBe('parallel');
    expect(nodeKind('serviceTask', false)).toBe('step');
  });
});
