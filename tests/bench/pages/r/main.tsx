// R: our runtime rendering server schemas (fetched like server answers) with the built-in field plugins.
import 'antd-mobile/es/global';
import { lazy, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import type { ServerFormSchema } from '@core/form/types';
import type { LinkageRequest, TriggerMap } from '@core/form/linkage';
import { BENCH_USER, HIDE_VALUE, OPTION_DICT, SIZES, TRIGGER_CODE, fieldCode } from '../../lib/protocol';
import { benchRoot, countText, installBench, loadData, measure, measureRouteChange, now, pageScenario, settled, viewportFilled, waitFor } from '../shared/measure';
import { Home } from '../shared/home';
import { mountShell, RForm, runtime, show, type MountedForm, type RFormProps } from './runtime';
import '../shared/bench.css';

const root = createRoot(benchRoot());
mountShell(root);

interface FormData {
  schema: ServerFormSchema;
  values?: Record<string, unknown>;
  /** Fan-out: the server's triggerMap answers for the hide value and for any other value. */
  answers?: { hide: TriggerMap; show: TriggerMap };
}

const data: Partial<Record<string, FormData>> = {};
const dataFile: Record<string, string> = {
  mount200: 'inputs-200.json',
  mount1000: 'inputs-1000.json',
  keystroke: 'inputs-1000.json',
  fanout: 'fanout.json',
  table: 'table.json',
  route: 'route.json',
  options: 'options.json',
};

/** A mounted field slot shows its control; an unmounted one is a placeholder. */
const slotHasControl = (element: Element) => element.getAttribute("data-mounted") === "true" && element.childElementCount > 0;

/** Renders an R form and resolves with its controller and handle once mounted. */
function renderForm(form: FormData, windowing: boolean, linkage?: RFormProps['linkage']): Promise<MountedForm> {
  return new Promise((resolve) => show(<RForm schema={form.schema} values={form.values} windowing={windowing} linkage={linkage} onReady={resolve} />));
}

async function mount(scenario: 'mount200' | 'mount1000', windowing: boolean): Promise<{ ms: number }> {
  const form = data[scenario]!;
  const start = now();
  await renderForm(form, windowing);
  await waitFor(() => viewportFilled('[data-field]', slotHasControl), 'first screen');
  if (!windowing) await waitFor(() => benchRoot().querySelectorAll('[data-mounted="true"]').length === Object.keys(form.schema.properties).length, 'all fields');
  return { ms: (await settled()) - start };
}

const RouteForm = lazy(() => import('./route-form'));

if (pageScenario() === 'route') show(<Home />);

const hasTableField = runtime.registry.fields.has('TABLE_FORM');

let worklist: typeof import('./worklist') | undefined;
let detail: typeof import('../shared/detail') | undefined;
let calendar: typeof import('./calendar') | undefined;
let topology: typeof import('./topology') | undefined;

installBench('R', {
  blocked: hasTableField ? {} : { table: 'no TABLE_FORM field plugin is registered (plugins/fields) yet' },
  prepare: async (scenario) => {
    if (scenario === 'worklist') {
      worklist = await import('./worklist');
      await worklist.mountWorklist(show);
      return;
    }
    if (scenario === 'detail') {
      detail = await import('../shared/detail');
      await detail.prepareDetail();
      return;
    }
    if (scenario === 'calendar300') {
      calendar = await import('./calendar');
      await calendar.mountCalendar(show);
      return;
    }
    if (scenario === 'topology200') {
      topology = await import('./topology');
      return;
    }
    data[scenario] = await loadData<FormData>(dataFile[scenario]!);
    if (scenario === 'options') {
      const response = await fetch('/gateway/dosm/api/v2/base/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ userName: BENCH_USER }) });
      runtime.session.setToken(((await response.json()) as { data: { token: string } }).data.token);
    }
  },
  // Every field mounts (windowing off): compares the per-field cost of the runtime with plain Formily.
  mount200: () => mount('mount200', false),
  // The app's default: only fields near the viewport mount.
  mount1000: () => mount('mount1000', true),
  keystrokeTarget: async () => {
    const { handle } = await renderForm(data.keystroke!, true);
    await settled();
    const path = fieldCode(SIZES.keystrokeField);
    if (!(await handle.scrollToField(path))) throw new Error(`cannot scroll to ${path}`);
    // The INPUT plugin renders an auto-growing text area (sized by the browser: field-sizing: content).
    const slot = `[data-field="${path}"]`;
    const selector = `${slot} input, ${slot} textarea:not([aria-hidden="true"])`;
    await waitFor(() => !!document.querySelector(selector), 'target input');
    await settled();
    return selector;
  },
  fanout: async () => {
    const form = data.fanout!;
    // The server path of the session (trigger field list → linkFieldContent → triggerMap → patch),
    // with the server's answer coming from memory so the network does not count.
    const request = (async (kind: string, payload: { formData?: Record<string, unknown> }) => {
      if (kind !== 'linkFieldContent') return null;
      return structuredClone(payload.formData?.[TRIGGER_CODE] === HIDE_VALUE ? form.answers!.hide : form.answers!.show);
    }) as LinkageRequest;
    const { session } = await renderForm(form, true, { request, triggerFieldList: [TRIGGER_CODE] });
    const { controller } = session;
    await settled();
    const hiddenSlots = () => benchRoot().querySelectorAll('[data-field][style*="display: none"]').length;
    const hide = await measure(() => void controller.setValue(TRIGGER_CODE, HIDE_VALUE), () => hiddenSlots() === SIZES.fanoutDependents, 'dependents hidden');
    const show = await measure(() => void controller.setValue(TRIGGER_CODE, 'show'), () => hiddenSlots() === 0, 'dependents shown');
    return { ms: hide + show, hide, show };
  },
  // Written against the controller, not the plugin's markup: rows are added and removed through the
  // form value (as the plugin's buttons do), and "done" is the first DOM change in the table's slot.
  table: hasTableField
    ? async () => {
        const form = data.table!;
        const slot = () => benchRoot().querySelector('[data-field="table"]');
        const start = now();
        const { session } = await renderForm(form, true);
        await waitFor(() => slot()?.getAttribute('data-mounted') === 'true' && slot()!.querySelectorAll('input, textarea').length > 0, 'table mounted');
        const mountMs = (await settled()) - start;
        const rows = () => (session.controller.getValues().table as unknown[]) ?? [];
        const mutated = (): (() => boolean) => {
          let changed = false;
          const observer = new MutationObserver(() => {
            changed = true;
            observer.disconnect();
          });
          observer.observe(slot()!, { childList: true, subtree: true, characterData: true, attributes: true });
          return () => changed;
        };
        // The next values are prepared before the clock starts (reading the form's values copies all
        // 500 rows; B's push / remove need no copy either). The new row has the stored shape, as the
        // plugin's "add row" writes it.
        const added = [...rows(), { id: 'row-new', rowNum: SIZES.tableRows, rowData: {} }];
        let done = mutated();
        const add = await measure(() => void session.controller.setValue('table', added), () => done(), 'row added');
        if (rows().length !== SIZES.tableRows + 1) throw new Error(`add: ${rows().length} rows`);
        const removed = rows().slice(1);
        done = mutated();
        const remove = await measure(() => void session.controller.setValue('table', removed), () => done(), 'row 0 deleted');
        if (rows().length !== SIZES.tableRows) throw new Error(`delete: ${rows().length} rows`);
        return { mount: mountMs, add, remove };
      }
    : undefined,
  route: () =>
    measureRouteChange(
      () =>
        show(
          <Suspense fallback={<div className="bench-loading">…</div>}>
            <RouteForm />
          </Suspense>,
        ),
      '[data-field]',
      slotHasControl,
    ),
  options: async () => {
    performance.clearResourceTimings();
    const start = now();
    // Every select mounts (as on a detail page), each holding a value so it loads its options to show the label.
    await renderForm(data.options!, false);
    await waitFor(() => countText(OPTION_DICT.label) >= SIZES.optionSelects, 'all options');
    const ready = (await settled()) - start;
    const requests = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/dataDict/')).length;
    return { ready, requests };
  },
  // Scenario 8: the worklist block, tab switch todo → groupTodo, then that list scrolled to its end.
  worklist: () => worklist!.runWorklist(),
  // Scenario 9: the ticket detail with its tabs loading on first opening, route change and switch to the replies.
  detail: () => detail!.runDetail(show, 'lazy'),
  // Scenario 10: the change calendar's month view, switched to the next month (300 changes in each).
  calendar300: () => calendar!.runCalendar(),
  // Scenario 11: the CI tab's topology graph (cytoscape) of the hub's depth-2 graph drawn, panned and pinched.
  topology200: () => topology!.runTopology(),
});
