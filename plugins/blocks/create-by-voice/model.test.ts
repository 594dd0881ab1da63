// @vitest-environment jsdom
// The rules of create by voice: which fields of a service's form get the text (the seeded incident and service
// request forms, and forms without a title or description), the first sentence, the escaped rich text, and the
// create page's address whose `modelAnalysis` really prefills those fields.
import { describe, expect, it } from 'vitest';
import { createRuntime } from '@core';
import { parseModelAnalysis, prefillFromModelAnalysis } from '@core/form/data/model-analysis';
import { interpretFormSchema } from '@core/form/interpreter';
import { builtinFieldPlugins } from '@plugins/fields';
import incidentForm from '../../../fixtures/workflows/incident.form.json';
import requestForm from '../../../fixtures/workflows/service-request.form.json';
import { appendText, fillAddress, fillPlanOfSchema, fillValues, firstSentence, textToHtml } from './model';

const runtime = createRuntime({ plugins: { fields: builtinFieldPlugins } });
const forms = { registry: runtime.registry, t: (key: string) => runtime.i18n.t(key) };

/** A form of the given fields (code → [type, title]), in this order. */
function form(fields: Record<string, [string, string]>) {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([code, [type, title]], index) => [code, { type: 'string', title, 'x-component': type, 'x-index': index }])),
  };
}

describe('where the text goes', () => {
  it('the incident form: its title and description fields (rich text)', () => {
    expect(fillPlanOfSchema(incidentForm, forms)).toEqual({
      title: { code: 'title', title: '事件标题', rich: false },
      description: { code: 'description', title: '问题描述', rich: true },
      fallback: false,
    });
  });

  it('the service request form: its title, and for the description its first rich text (the reason)', () => {
    expect(fillPlanOfSchema(requestForm, forms)).toMatchObject({ title: { code: 'title' }, description: { code: 'reason', rich: true }, fallback: false });
  });

  it('a title by name, a TEXTAREA description; a form with neither: the first text field; none: nothing', () => {
    expect(fillPlanOfSchema(form({ phone: ['INPUT', '电话'], subject: ['INPUT', '工单标题'], notes: ['TEXTAREA', '备注'] }), forms)).toEqual({
      title: { code: 'subject', title: '工单标题', rich: false },
      description: { code: 'notes', title: '备注', rich: false },
      fallback: false,
    });
    expect(fillPlanOfSchema(form({ when: ['DATE', 'When'], summary: ['INPUT', 'Summary'], other: ['TEXTAREA', 'Other'] }), forms)).toEqual({
      title: undefined,
      description: { code: 'other', title: 'Other', rich: false },
      fallback: false,
    });
    expect(fillPlanOfSchema(form({ when: ['DATE', 'When'], summary: ['INPUT', 'Summary'] }), forms)).toEqual({ description: { code: 'summary', title: 'Summary', rich: false }, fallback: true });
    expect(fillPlanOfSchema(form({ when: ['DATE', 'When'] }), forms)).toEqual({ fallback: true });
    expect(fillPlanOfSchema({ properties: 'broken' }, forms)).toBeNull();
  });
});

describe('the text in the fields', () => {
  it('the first sentence: up to 。！？!? a line break or a full stop before a space, at most 50 characters', () => {
    expect(firstSentence('会议室投影仪无法连接笔记本，显示无信号，请尽快处理')).toBe('会议室投影仪无法连接笔记本，显示无信号，请尽快处理');
    expect(firstSentence('打印机卡纸。三楼东侧')).toBe('打印机卡纸');
    expect(firstSentence('  VPN v2.5 drops. It started today')).toBe('VPN v2.5 drops');
    expect(firstSentence('Help!\nNow')).toBe('Help');
    expect(firstSentence('第一行\n第二行')).toBe('第一行');
    const long = '很'.repeat(60);
    expect(firstSentence(long)).toBe('很'.repeat(50));
  });

  it('rich text: a paragraph a line, escaped', () => {
    expect(textToHtml('a <b>&"\'')).toBe('<p>a &lt;b&gt;&amp;&quot;&#39;</p>');
    expect(textToHtml('一\n\n 二 ')).toBe('<p>一</p><p>二</p>');
  });

  it('a second recording goes on a line of its own; nothing typed is lost', () => {
    expect(appendText('', ' 第一句 ')).toBe('第一句');
    expect(appendText('第一句', '第二句')).toBe('第一句\n第二句');
    expect(appendText('typed  ', 'said')).toBe('typed\nsaid');
    expect(appendText('typed\n', 'said')).toBe('typed\nsaid');
    expect(appendText('keep', '  ')).toBe('keep');
  });

  it('the create page’s address prefills the title and description of the form (modelAnalysis)', () => {
    const plan = fillPlanOfSchema(incidentForm, forms)!;
    const text = '投影仪无信号！<script>x</script>\n三楼会议室';
    const values = fillValues(plan, text);
    expect(values).toEqual({ title: '投影仪无信号', description: '<p>投影仪无信号！&lt;script&gt;x&lt;/script&gt;</p><p>三楼会议室</p>' });
    const address = fillAddress('proc-incident:3:90017', values);
    expect(address.startsWith('/orderCreate?processDefId=proc-incident%3A3%3A90017&modelAnalysis=')).toBe(true);
    // As the create page reads it: the query decoded once, then parsed and applied to the form's fields.
    const raw = new URLSearchParams(address.split('?')[1]).get('modelAnalysis')!;
    const parsed = parseModelAnalysis(`?modelAnalysis=${encodeURIComponent(raw)}`, { onError: () => expect.fail('unreadable') });
    expect(parsed).toEqual(values);
    const interpreted = interpretFormSchema(incidentForm, forms);
    if (!interpreted.ok) throw interpreted.error;
    expect(prefillFromModelAnalysis(interpreted.form.fields, parsed, undefined, runtime.registry.fields)).toEqual(values);

    expect(fillAddress('p:1', {})).toBe('/orderCreate?processDefId=p%3A1');
    expect(fillValues(plan, '   ')).toEqual({});
  });

});
