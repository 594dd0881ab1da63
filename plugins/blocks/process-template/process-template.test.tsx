// @vitest-environment jsdom
// A catalogue service's page against the fixture gateway (/processTemplate?processDefId=&modelId=): the service's
// name, catalogue path, description and FAQ (disclosures), the start counting as a start from the service (use,
// recent), a service the user may not see, zh and en; and the reader of `model/{id}`.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProcessTemplate from '@plugins/blocks/process-template/process-template';
import { ticketRoutes } from '@plugins/blocks/ticket-shared/model';
import { actAs, gatewayPerFile } from '../../../tests/unit/tickets/support';
import { readServiceDetail } from './model';

const gateway = gatewayPerFile();

const REQUEST = 'proc-request:3:90017';
interface RecentPage {
  records: Array<{ id: string }>;
}

describe('a service’s page', () => {
  it('shows the service, its catalogue path, description and FAQ; the start counts the use and adds it to recent', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan');
    const href = ticketRoutes.template(REQUEST, 'm-password-reset');
    expect(href).toBe('/processTemplate?processDefId=proc-request%3A3%3A90017&modelId=m-password-reset');
    const view = zhangsan.open(href, <ProcessTemplate />);
    const page = await screen.findByTestId('process-template');
    expect(within(page).getByRole('heading', { level: 2 }).textContent).toBe('密码重置');
    expect(screen.getByTestId('template-path').textContent).toBe('所属目录: 办公IT / 账号与权限');
    expect(page.querySelector('.sd-service-icon')?.getAttribute('data-icon')).toBe('key');

    const faq = screen.getByRole('region', { name: '常见问题' });
    const questions = within(faq).getAllByTestId('template-question') as HTMLDetailsElement[];
    expect(questions.map((q) => q.querySelector('summary')?.textContent)).toContain('重置后多久生效？');
    expect(questions.every((q) => !q.open)).toBe(true);
    expect(questions[0]!.textContent).toContain('一般在 10 分钟内同步到所有系统。');

    const before = await gateway.call<RecentPage>('zhangsan', 'GET', '/api/v2/catalog/recent/findRecent?currentPage=1&pageSize=10');
    fireEvent.click(screen.getByTestId('template-start'));
    await waitFor(() => expect(view.location()).toBe(`/orderCreate?processDefId=${encodeURIComponent(REQUEST)}`));
    await waitFor(async () => expect((await gateway.call<RecentPage>('zhangsan', 'GET', '/api/v2/catalog/recent/findRecent?currentPage=1&pageSize=10')).records[0]?.id).toBe('m-password-reset'));
    expect(before.records[0]?.id).not.toBe('m-password-reset');
  });

  it('in English; a service the user may not see says so, without the workflow', async () => {
    const zhangsan = await actAs(gateway, 'zhangsan', { language: 'en' });
    const first = zhangsan.open(ticketRoutes.template(REQUEST, 'm-laptop'), <ProcessTemplate />);
    await screen.findByRole('region', { name: 'Frequently asked questions' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Laptop request');
    first.unmount();

    zhangsan.open(ticketRoutes.template(REQUEST, 'm-admin-rights'), <ProcessTemplate />);
    const error = await screen.findByTestId('process-template-error');
    expect(error.textContent).toContain('The service could not be loaded');
    expect(screen.queryByTestId('template-start')).toBeNull();
  });

  it('reads the service: questions need both texts, the path its names', () => {
    expect(
      readServiceDetail({
        id: 'm1',
        name: ' VPN ',
        processDefId: 'p:1:1',
        icon: 'network',
        faq: [{ question: 'Q', answer: 'A' }, { question: 'only' }, 'x'],
        catalogPath: [{ name: 'Net' }, { id: 'c2' }, { name: 'VPN' }],
      }),
    ).toEqual({ id: 'm1', name: 'VPN', description: '', icon: 'network', processDefId: 'p:1:1', catalogPath: ['Net', 'VPN'], faq: [{ question: 'Q', answer: 'A' }] });
    expect(readServiceDetail({ id: 'm1' })).toBeNull();
    expect(readServiceDetail('x')).toBeNull();
  });
});
