// Issue 10 item 6: names the workflow backend serves are in the caller's language, like every other
// name of the gateway: the first history entry read "START" in zh and en, the flow chart's labels stayed
// Chinese in English, and member names read "Zhang San(Zhang San)" when the alias equals the name.
import { afterEach, describe, expect, it } from 'vitest';
import { genericTemplate, loadTemplates } from '../../../../fixtures/gateway/workflow/templates';
import { processXmlIn } from '../../../../fixtures/gateway/workflow/views';
import { bench, incidentForm, INCIDENT, type Bench } from './helpers';

let b: Bench | undefined;
afterEach(async () => {
  await b?.close();
  b = undefined;
});

interface HistoryEntry {
  action: string;
  actionName: string;
  actorName: string;
  fromNodeName: string;
  toNodeName: string;
}

const HAN = /\p{Script=Han}/u;
/** The `name` attributes of a BPMN XML. */
const names = (xml: string) => [...xml.matchAll(/\sname="([^"]*)"/g)].map((m) => m[1]!).filter((name) => !['handleMode', 'approval'].includes(name));

describe('workflow names by language', () => {
  it('the first history entry names its action, in zh and en', async () => {
    b = await bench();
    const { workOrderId } = await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() });
    const history = (language: string) => b!.call<HistoryEntry[]>('zhangsan', 'GET', `/api/v2/biz/tab/history/queryHistoryByOrderId?orderId=${workOrderId}`, undefined, language);
    const zh = (await history('zh')).at(-1)!;
    const en = (await history('en')).at(-1)!;
    expect(zh).toMatchObject({ action: 'START', actionName: '创建工单', actorName: '张三(Zhang San)', fromNodeName: '开始' });
    expect(en).toMatchObject({ action: 'START', actionName: 'Create ticket', actorName: 'Zhang San', fromNodeName: 'Start' });
  });

  it('seeded tickets: no history entry shows an action code', async () => {
    b = await bench({ seed: {} });
    for (const language of ['zh', 'en']) {
      const tickets = [...(await b.list('zhangsan', 'all')), ...(await b.list('zhangsan', 'draft'))];
      const actions = new Set<string>();
      for (const { workOrderId } of tickets) {
        const entries = await b.call<HistoryEntry[]>('zhangsan', 'GET', `/api/v2/biz/tab/history/queryHistoryByOrderId?orderId=${workOrderId}`, undefined, language);
        for (const entry of entries) {
          actions.add(entry.action);
          expect(entry.actionName, `${language} ${entry.action}`).not.toBe(entry.action);
        }
      }
      expect([...actions]).toEqual(expect.arrayContaining(['START', 'SAVE_DRAFT']));
    }
  });

  it('the flow chart of a ticket and of a template has English labels in en, the XML as stored in zh', async () => {
    b = await bench();
    const { workOrderId } = await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() });
    const chart = (language: string, id: string) => b!.call<{ processXml: string }>('zhangsan', 'GET', `/api/v2/biz/mdl/hisProcess/h5get/${id}`, undefined, language);
    const en = (await chart('en', workOrderId)).processXml;
    expect(names(en)).toEqual(expect.arrayContaining(['Start', 'Service desk acceptance', 'Supervisor approval', 'Second line needed?', 'Escalate', 'End']));
    expect(names(en).filter((name) => HAN.test(name))).toEqual([]);
    const zh = (await chart('zh', workOrderId)).processXml;
    expect(names(zh)).toEqual(expect.arrayContaining(['开始', '服务台受理', '升级二线']));
    expect((await chart('en', INCIDENT)).processXml).toBe(en);
    // Only names changed: the diagram is the same element for element.
    expect(en.replace(/\sname="[^"]*"/g, '')).toBe(zh.replace(/\sname="[^"]*"/g, ''));
  });

  it('every template, the generic one included, has an English name for every labelled element', () => {
    const templates = [...loadTemplates().all, genericTemplate('proc-problem', { zh: '问题管理', en: 'Problem management' })];
    expect(templates.length).toBeGreaterThan(1);
    for (const template of templates) {
      const untranslated = names(processXmlIn(template, 'en')).filter((name) => HAN.test(name));
      expect(untranslated, template.key).toEqual([]);
    }
  });

  it('member names show the name once when the alias repeats it', async () => {
    b = await bench();
    const { workOrderId } = await b.act('zhangsan', 'start', { processDefId: INCIDENT, formData: incidentForm() });
    const header = (language: string) => b!.call<{ requester?: { userName: string }; createdByName: string }>('zhangsan', 'GET', `/api/v2/biz/mdl/instance/header/get/${workOrderId}`, undefined, language);
    const history = await b.call<HistoryEntry[]>('zhangsan', 'GET', `/api/v2/biz/tab/history/queryHistoryByOrderId?orderId=${workOrderId}`, undefined, 'en');
    expect(history.map((entry) => entry.actorName)).not.toContain('Zhang San(Zhang San)');
    expect(JSON.stringify(await header('en'))).not.toContain('Zhang San(Zhang San)');
  });
});
