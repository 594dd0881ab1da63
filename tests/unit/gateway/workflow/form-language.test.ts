// Issue 13 item 4: the fixture gateway serves the seed texts a user sees (form labels, placeholders,
// option labels, tooltips, template, node, group and user names) in English for `language: en`, as
// the real server does for its data; zh answers are the stored texts, unchanged. Texts users typed
// (ticket titles, descriptions) stay as stored.
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { englishTexts, explicitTexts, localize, VALUE_KEYS } from '../../../../fixtures/gateway/i18n';
import { buildInitialData } from '../../../../fixtures/gateway/seed';
import { fixturesPath } from '../../../../fixtures/gateway/paths';
import { loadFormSchema } from '../../../../fixtures/gateway/routes/forms';
import { genericTemplate, loadTemplates } from '../../../../fixtures/gateway/workflow/templates';
import { bench, incidentForm, INCIDENT, USERS, type Bench, type Button } from './helpers';

const HAN = /\p{Script=Han}/u;

let b: Bench | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

/** Every display string of a tree (strings under identifier / value keys are not display text), with its path. */
function texts(node: unknown, path = '', key = ''): Array<{ path: string; text: string }> {
  if (typeof node === 'string') return VALUE_KEYS.has(key) ? [] : [{ path, text: node }];
  if (Array.isArray(node)) return node.flatMap((item, i) => texts(item, `${path}[${i}]`, key));
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k, k));
  return [];
}

/** The Chinese display strings of a tree, as `path: text`. */
const han = (node: unknown) => texts(node).filter((t) => HAN.test(t.text)).map((t) => `${t.path}: ${t.text}`);

interface FormAnswer {
  formDataInfo: { properties: Record<string, { title?: string; 'x-props'?: Record<string, unknown> }> };
}

const templates = loadTemplates();
const incident = templates.find(INCIDENT)!;

describe('form schemas by language', () => {
  it('en: the incident create form has English labels, placeholders, options and messages', async () => {
    b = await bench();
    const en = await b.call<FormAnswer & { currentNodeName: string; currentVersionNodeList: unknown }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/create/${INCIDENT}`, undefined, 'en');
    expect(han(en)).toEqual([]);
    const { properties } = en.formDataInfo;
    expect(properties.title).toMatchObject({ title: 'Incident title', 'x-props': { placeholder: 'Briefly describe the fault' } });
    expect(properties.urgentLevel!.title).toBe('Urgency');
    expect(properties.notifyChannels!['x-props']!.dataSource).toEqual(expect.arrayContaining([expect.objectContaining({ label: 'SMS', value: 'sms' })]));
    expect(properties.satisfaction!['x-props']!.toolTips).toEqual(['Very poor', 'Poor', 'Average', 'Satisfied', 'Very satisfied']);
    // Only texts changed: same fields, same keys, same option values.
    expect(Object.keys(properties)).toEqual(Object.keys(incident.form.properties as object));
    expect(JSON.stringify(en.formDataInfo).replace(/"[^"]*"/g, '""')).toBe(JSON.stringify(incident.form).replace(/"[^"]*"/g, '""'));
  });

  it('zh (and no language header): the stored schema, unchanged', async () => {
    b = await bench();
    const zh = await b.call<FormAnswer>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/create/${INCIDENT}`, undefined, 'zh');
    const none = await b.call<FormAnswer>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/create/${INCIDENT}`);
    const stored = JSON.parse(readFileSync(fixturesPath('workflows', 'incident.form.json'), 'utf8')) as unknown;
    expect(zh.formDataInfo).toEqual(stored);
    expect(none.formDataInfo).toEqual(stored);
    expect(zh.formDataInfo.properties.title!.title).toBe('事件标题');
  });

  it('every served form (workflows, test forms, the generic and the large one) has no Chinese left in en', async () => {
    b = await bench();
    const names = [
      ...readdirSync(fixturesPath('forms')).filter((f) => f.endsWith('.form.json')).map((f) => f.replace(/\.form\.json$/, '')),
      'large-12',
    ];
    for (const name of names) {
      const en = await b.call<FormAnswer>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/create/${name}`, undefined, 'en');
      expect(han(en.formDataInfo), name).toEqual([]);
      const zh = await b.call<FormAnswer>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/create/${name}`, undefined, 'zh');
      expect(zh.formDataInfo, name).toEqual(loadFormSchema(name));
    }
    for (const template of [...templates.all, genericTemplate('proc-problem', { zh: '问题管理', en: 'Problem management' })]) {
      const data = b.gateway.store.data;
      expect(han(localize(template.form, 'en', data)), template.key).toEqual([]);
      expect(han(localize(template.dynamicRules ?? [], 'en', data)), template.key).toEqual([]);
    }
  });

  it('en.json has no entry that no fixture uses (a changed zh text fails here, not silently)', () => {
    const used = new Set<string>();
    const collect = (node: unknown) => texts(node).forEach((t) => used.add(t.text));
    for (const file of readdirSync(fixturesPath('forms')).filter((f) => f.endsWith('.form.json'))) collect(JSON.parse(readFileSync(fixturesPath('forms', file), 'utf8')));
    for (const file of readdirSync(fixturesPath('workflows')).filter((f) => /\.(form|trigger-map)\.json$/.test(f))) collect(JSON.parse(readFileSync(fixturesPath('workflows', file), 'utf8')));
    collect(genericTemplate('proc-problem', { zh: '问题管理', en: 'Problem management' }).form);
    collect(loadFormSchema('large-12'));
    const stale = Object.keys(explicitTexts().texts).filter((zh) => !zh.startsWith('$') && !used.has(zh));
    expect(stale).toEqual([]);
    for (const [zh, en] of Object.entries(explicitTexts().texts)) {
      expect(HAN.test(en), `${zh} → ${en}`).toBe(false);
      expect(en.trim(), zh).not.toBe('');
    }
  });

  it('every name on a seed record that has Chinese text has its English one', () => {
    const data = buildInitialData();
    const map = englishTexts(data);
    const missing = [
      ...data.users.map((u) => u.name),
      ...data.groups.map((g) => g.groupName),
      ...data.departments.map((d) => d.name),
      ...data.dictionaries.flatMap((d) => [d.dictName, ...texts(d.items).filter((t) => t.path.endsWith('label')).map((t) => t.text)]),
      ...data.apiSources.flatMap((s) => texts(s.items).filter((t) => t.path.endsWith('label')).map((t) => t.text)),
    ].filter((zh) => HAN.test(zh) && !map.get(zh));
    expect(missing).toEqual([]);
  });
});

describe('options, templates and tickets by language', () => {
  it('en: the incident form option sources answer English labels; zh Chinese ones', async () => {
    b = await bench();
    const properties = incident.form.properties as Record<string, { 'x-props'?: Record<string, unknown> }>;
    const dictionaries = new Set<string>();
    const apis = new Set<string>();
    for (const field of Object.values(properties)) {
      const props = field['x-props'] ?? {};
      if (typeof props.directoryValue === 'string') dictionaries.add(props.directoryValue);
      if (typeof props.apiStr === 'string') apis.add(props.apiStr);
    }
    expect(dictionaries.size).toBeGreaterThan(0);
    expect(apis.size).toBeGreaterThan(0);
    const zhLabels: string[] = [];
    for (const dict of dictionaries) {
      for (const language of ['en', 'zh']) {
        const tree = await b.call<unknown[]>('zhangsan', 'GET', `/api/v2/base/dataDict/getFieldContents/dictId/${dict}/level/5`, undefined, language);
        const list = await b.call<{ enumList: unknown[] }>('zhangsan', 'GET', `/api/v2/form/mdlFormMember/dictList?dictId=${dict}`, undefined, language);
        const page = await b.call<{ records: unknown[] }>('zhangsan', 'POST', '/api/v2/base/dataDict/detail/page', { dictId: dict, withDisable: true }, language);
        if (language === 'en') expect(han([tree, list, page]), dict).toEqual([]);
        else zhLabels.push(...texts(tree).map((t) => t.text));
      }
    }
    for (const url of apis) {
      const en = await b.call<unknown[]>('zhangsan', 'POST', '/api/v2/base/process/listApiContent', { url }, 'en');
      expect(en.length).toBeGreaterThan(0);
      expect(han(en), url).toEqual([]);
    }
    expect(zhLabels.some((label) => HAN.test(label))).toBe(true);
  });

  it('en: the flow-center template list has English names and descriptions; zh Chinese ones', async () => {
    b = await bench();
    type Page = { records: Array<{ processName: string; name: string; description: string }> };
    const en = await b.call<Page>('zhangsan', 'POST', '/api/v2/biz/process/pageList', {}, 'en');
    expect(en.records.length).toBeGreaterThan(0);
    expect(han(en)).toEqual([]);
    expect(en.records.map((r) => r.processName)).toContain('Incident management');
    const zh = await b.call<Page>('zhangsan', 'POST', '/api/v2/biz/process/pageList', {}, 'zh');
    expect(zh.records.map((r) => r.processName)).toContain('事件管理');
  });

  it('en: a ticket detail, header, buttons and assignment have English labels and names; typed text stays', async () => {
    b = await bench();
    const { workOrderId } = await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() });
    const detail = await b.call<Record<string, unknown> & { formData: Record<string, unknown>; formDataInfo: unknown }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/get/${workOrderId}`, undefined, 'en');
    const { formData, ...rest } = detail;
    expect(han(rest)).toEqual([]);
    // What the requester typed is theirs; the reporter's name is the gateway's, in English.
    expect(formData.title).toBe('打印机无法连接网络');
    expect(formData.reporter).toEqual([{ userId: USERS.zhangsan, userName: 'Zhang San', groupId: '', groupName: '' }]);
    const header = await b.call<Record<string, unknown>>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/header/get/${workOrderId}`, undefined, 'en');
    const { title, ...headerRest } = header;
    expect(title).toBe('打印机无法连接网络');
    expect(han(headerRest)).toEqual([]);
    expect(han(await b.buttons('lisi', workOrderId, 'en'))).toEqual([]);
    expect(han(await b.buttons('zhangsan', workOrderId, 'en'))).toEqual([]);

    const zh = await b.call<{ formData: Record<string, unknown>; formDataInfo: unknown; currentNodeName: string }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/get/${workOrderId}`, undefined, 'zh');
    expect(zh.formDataInfo).toEqual(incident.form);
    expect(zh.formData.reporter).toEqual([{ userId: USERS.zhangsan, userName: '张三(Zhang San)', groupId: '', groupName: '' }]);
    expect(zh.currentNodeName).toBe('服务台受理');
    const zhButtons = await b.buttons('lisi', workOrderId, 'zh');
    expect(zhButtons.map((x: Button) => x.name)).toContain('提交');
  });

  it('seed tickets: member and group values of the stored form data are named in the caller language', async () => {
    b = await bench({ seed: {} });
    const tickets = [...(await b.list('zhangsan', 'all')), ...(await b.list('wangwu', 'all'))];
    let checked = 0;
    for (const { workOrderId } of tickets) {
      const en = await b.call<{ formData: Record<string, unknown> }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/get/${workOrderId}`, undefined, 'en');
      const zh = await b.call<{ formData: Record<string, unknown> }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/body/get/${workOrderId}`, undefined, 'zh');
      // Anywhere: top-level member and group fields and table rows.
      const names = texts(en.formData).filter((t) => /(userName|groupName)$/.test(t.path));
      expect(names.filter((t) => HAN.test(t.text)).map((t) => `${workOrderId} ${t.path}: ${t.text}`)).toEqual([]);
      checked += names.length;
      // zh: the stored names, and the same texts in en for everything else.
      const zhNames = texts(zh.formData).filter((t) => /(userName|groupName)$/.test(t.path));
      expect(zhNames.filter((t) => t.text && !HAN.test(t.text) && !/\(/.test(t.text)).map((t) => t.text), workOrderId).toEqual([]);
      const typed = (formData: unknown) => texts(formData).filter((t) => !/(userName|groupName)$/.test(t.path) && t.path !== 'title');
      expect(typed(en.formData)).toEqual(typed(zh.formData));
    }
    expect(checked).toBeGreaterThan(0);
    // The seed's English title, as the list and header show it; the zh one in zh.
    const seed = (language: string) => b!.call<{ formData: { title: string } }>('zhangsan', 'GET', '/api/v2/biz/mdl/instance/body/get/899f007a89a4269d6cfdd8554b0d0cba', undefined, language);
    const header = await b.call<{ title: string }>('zhangsan', 'GET', '/api/v2/biz/mdl/instance/header/get/899f007a89a4269d6cfdd8554b0d0cba', undefined, 'en');
    expect((await seed('en')).formData.title).toBe(header.title);
    expect((await seed('zh')).formData.title).toBe('邮箱无法收发邮件');
    // A copy hands the names to the new ticket in the caller's language as well.
    const copy = (language: string) => b!.act<{ formData: Record<string, unknown> }>('zhangsan', 'copy', { workOrderId: '899f007a89a4269d6cfdd8554b0d0cba' }, language);
    expect((await copy('en')).formData.reporter).toEqual([expect.objectContaining({ userId: USERS.zhangsan, userName: 'Zhang San' })]);
    expect((await copy('zh')).formData.reporter).toEqual([expect.objectContaining({ userId: USERS.zhangsan, userName: '张三(Zhang San)' })]);
  });
});
