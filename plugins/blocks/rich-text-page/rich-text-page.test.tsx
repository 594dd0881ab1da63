// @vitest-environment jsdom
// The /richText page: which document the address names, the reply or rich-text field loaded and shown sanitised,
// a translated state for a missing, unknown or hidden document and for a failure (zh and en).
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '@react';
import { HOSTILE_REPLY_TEXT } from '../../../fixtures/gateway/routes/replies';
import incidentForm from '../../../fixtures/workflows/incident.form.json';
import { ok, setup } from '../../../tests/unit/react/support';
import { richTextPageBlock } from './index';
import { richTextPageTexts } from './locales';
import { isFieldVisible as fieldVisible } from '@core/form/permissions/answer';
import { findSchemaField, richTextSourceOf, ticketPathOf } from './model';
import RichTextPage from './rich-text-page';

afterEach(cleanup);

const WO = 'wo-7';
const replies = [
  { id: 'r-1', workOrderId: WO, text: '<p>first</p>', files: [], createdBy: { userId: '10002', userName: '李四' }, createdTime: Date.parse('2025-06-03T09:00:00+08:00') },
  { id: 'r-2', workOrderId: WO, text: HOSTILE_REPLY_TEXT, files: [], createdBy: { userId: '10003', userName: '王五' }, createdTime: Date.parse('2025-06-03T10:30:00+08:00') },
];
const detail = { workOrderId: WO, formDataInfo: incidentForm, formData: { title: '邮箱无法收发邮件', description: '<p>Outlook <b>无法</b>连接<script>alert(1)</script></p>' } };

function open(url: string, options: { language?: 'zh' | 'en'; permission?: unknown; failReplies?: boolean } = {}) {
  const t = setup({ language: options.language, blocks: [richTextPageBlock] });
  t.server.on('GET', '/api/v2/biz/orderReply/list', options.failReplies ? { status: 500, body: { code: 500, msg: '服务繁忙' } } : ok(replies));
  t.server.on('GET', `/api/v2/biz/mdl/instance/body/get/${WO}`, ok(detail));
  t.server.on('GET', `/api/v2/biz/mdl/instance/permission/${WO}`, ok(options.permission ?? { isPermissionEnable: false }));
  render(
    <RuntimeProvider runtime={t.runtime}>
      <MemoryRouter initialEntries={[url]}>
        <RichTextPage />
      </MemoryRouter>
    </RuntimeProvider>,
  );
  return t;
}

describe('rich text page model', () => {
  it('has every text in zh and en', () => {
    expect(Object.keys(richTextPageTexts.en).sort()).toEqual(Object.keys(richTextPageTexts.zh).sort());
  });

  it('reads the source from the address', () => {
    expect(richTextSourceOf(new URLSearchParams('workOrderId=w&replyId=r'))).toEqual({ kind: 'reply', workOrderId: 'w', replyId: 'r' });
    expect(richTextSourceOf(new URLSearchParams('workOrderId=w&field=description'))).toEqual({ kind: 'field', workOrderId: 'w', field: 'description' });
    expect(richTextSourceOf(new URLSearchParams('workOrderId=w'))).toBeUndefined();
    expect(richTextSourceOf(new URLSearchParams('replyId=r'))).toBeUndefined();
    expect(ticketPathOf({ kind: 'reply', workOrderId: 'w', replyId: 'r' })).toBe('/orderDetails?id=w&tab=reply');
    expect(ticketPathOf({ kind: 'field', workOrderId: 'w', field: 'f' })).toBe('/orderDetails?id=w');
  });

  it('finds a field of the form schema through containers, the schema as an object or text', () => {
    expect(findSchemaField(incidentForm, 'description')).toEqual({ title: '问题描述', component: 'RICH_TEXT' });
    expect(findSchemaField(JSON.stringify(incidentForm), 'solution')).toEqual({ title: '解决方案', component: 'TEXTAREA' });
    expect(findSchemaField({ properties: { a: { title: { zh: '甲', en: 'A' }, 'x-component': 'RICH_TEXT' } } }, 'a', 'en')).toEqual({ title: 'A', component: 'RICH_TEXT' });
    expect(findSchemaField(incidentForm, 'nope')).toBeUndefined();
    expect(findSchemaField('not json', 'a')).toBeUndefined();
  });

  it('a field is visible with permissions off or failed, or granted; hidden when enabled and not granted', () => {
    expect(fieldVisible({ isPermissionEnable: false }, 'description')).toBe(true);
    expect(fieldVisible(new Error('down'), 'description')).toBe(true);
    expect(fieldVisible({ isPermissionEnable: true, fields: [{ type: 'VIEW', fields: ['description'] }] }, 'description')).toBe(true);
    expect(fieldVisible({ isPermissionEnable: true, fields: [{ type: 'VIEW', fields: ['title'] }] }, 'description')).toBe(false);
    expect(fieldVisible({ isPermissionEnable: true, fields: [] }, 'description')).toBe(false);
  });
});

describe('rich text page', () => {
  it('is the richTextPage block and takes no props', () => {
    expect(richTextPageBlock.name).toBe('richTextPage');
    expect(richTextPageBlock.propsSchema).toMatchObject({ additionalProperties: false, properties: {} });
  });

  it("shows a reply's full text sanitised, with its author, time and a link back to the ticket's replies", async () => {
    const t = open(`/richText?workOrderId=${WO}&replyId=r-2`);
    const page = await screen.findByTestId('rich-text-page');
    expect(t.server.callsTo('/api/v2/biz/orderReply/list')[0]!.params).toEqual({ workOrderId: WO });
    expect(within(page).getByRole('heading', { level: 2 }).textContent).toBe('王五 的回复');
    expect(page.querySelector('time')?.textContent).toBe('2025-06-03 10:30');
    const body = within(page).getByTestId('rich-text-page-body');
    await waitFor(() => expect(body.querySelector('img')).not.toBeNull());
    expect(body.querySelector('script')).toBeNull();
    const attributes = [...body.querySelectorAll('*')].flatMap((el) => [...el.attributes].map((a) => `${a.name}=${a.value}`));
    expect(attributes.filter((a) => /^on/i.test(a) || /javascript:/i.test(a))).toEqual([]);
    expect(body.textContent).toContain('截图见下 / screenshot below');
    expect(within(page).getByRole('link', { name: '查看工单' }).getAttribute('href')).toBe(`/orderDetails?id=${WO}&tab=reply`);
  });

  it('shows a rich-text field of the ticket under its title (en), sanitised', async () => {
    const t = open(`/richText?workOrderId=${WO}&field=description`, { language: 'en' });
    const page = await screen.findByTestId('rich-text-page');
    expect(t.server.callsTo(`/api/v2/biz/mdl/instance/body/get/${WO}`)).toHaveLength(1);
    expect(within(page).getByTestId('rich-text-page-title').textContent).toBe('问题描述');
    await waitFor(() => expect(page.querySelector('strong, b')?.textContent).toBe('无法'));
    expect(page.querySelector('script')).toBeNull();
    expect(within(page).getByRole('link', { name: 'Open the ticket' }).getAttribute('href')).toBe(`/orderDetails?id=${WO}`);
  });

  it('a missing source, an unknown reply, a field that is not rich text or is hidden: a translated state', async () => {
    open('/richText?workOrderId=' + WO);
    expect((await screen.findByTestId('rich-text-page-missing')).textContent).toContain('链接缺少工单或内容，无法显示');
    cleanup();
    open(`/richText?workOrderId=${WO}&replyId=r-404`);
    expect((await screen.findByTestId('rich-text-page-empty')).textContent).toContain('内容不存在或无权查看');
    cleanup();
    open(`/richText?workOrderId=${WO}&field=title`, { language: 'en' });
    expect((await screen.findByTestId('rich-text-page-empty')).textContent).toContain('The content does not exist or you may not see it');
    cleanup();
    open(`/richText?workOrderId=${WO}&field=description`, { permission: { isPermissionEnable: true, fields: [{ type: 'VIEW', fields: ['title'] }] } });
    await screen.findByTestId('rich-text-page-empty');
    cleanup();
    open('/richText', { language: 'en' });
    expect((await screen.findByTestId('rich-text-page-missing')).textContent).toContain('The link does not name a ticket and its content');
  });

  it('a failed load shows the failure with Retry', async () => {
    const t = open(`/richText?workOrderId=${WO}&replyId=r-1`, { failReplies: true });
    const error = await screen.findByTestId('rich-text-page-error');
    expect(error.textContent).toContain('内容加载失败');
    t.server.on('GET', '/api/v2/biz/orderReply/list', ok(replies));
    fireEvent.click(within(error).getByRole('button'));
    expect((await screen.findByTestId('rich-text-page')).textContent).toContain('first');
  });
});
