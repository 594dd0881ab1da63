// @vitest-environment jsdom
// POSITION in the DOM: auto position fills the value, fine-tuning refuses a tap outside its range with the spec
// text, manual address through the search, the check's outcome in the panel, map errors, read-only display.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, createRuntime, type Language } from '@core';
import { RuntimeProvider } from '@react';
import type { ReactElement, ReactNode } from 'react';
import { builtinFieldPlugins } from '../index';
import { controlledHost, listen } from '../shared/test-utils';
import { positionField } from './definition';
import { fixedGeolocation } from './map/geolocation';
import { offsetPoint, project } from './map/geo';
import { createRecentPositionCache } from './map/recent-cache';
import type { LatLng } from './map/types';
import { mapPositionProps } from './normalize';
import { mapServicesCode, PositionField, positionPickerCode } from './PositionField';
import { PositionReadPretty } from './PositionReadPretty';
import { PositionServices, type PositionServicesValue } from './services';
import { positioningAdapter } from './test-support';

afterEach(cleanup);
beforeAll(() => Promise.all([positionPickerCode.load(), mapServicesCode.load()]));

const HQ: LatLng = { latitude: 31.2304, longitude: 121.4737 };
const Host = controlledHost(PositionField);
const incident = mapPositionProps({
  positionCheck: { mark: true, type: 'customize', positions: [{ positionName: '总部大楼', ...HQ, range: 500 }, { positionName: '数据中心', longitude: 121.6, latitude: 31.2, range: 300 }] },
  defaultSetting: { type: 'auto', positions: [] },
  fineTuning: { mark: true, range: 200 },
  displayLongitudeAndLatitude: true,
  manualEntry: true,
});

interface SetupOptions {
  language?: Language;
  services?: PositionServicesValue;
  failing?: string[];
  storage?: ReturnType<typeof createMemoryStorage>;
}

function setup(ui: ReactElement, options: SetupOptions = {}) {
  const calls: string[] = [];
  const runtime = createRuntime({
    storage: options.storage ?? createMemoryStorage({ language: options.language ?? 'zh' }),
    requestAdapter: positioningAdapter({ failing: options.failing, calls }),
    plugins: { fields: [...builtinFieldPlugins.filter((p) => p.type !== 'POSITION'), positionField] },
  });
  const toasts = listen(runtime, 'toast:show');
  const services = options.services ?? { geolocation: fixedGeolocation(HQ) };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeProvider runtime={runtime}>
      <PositionServices value={services}>{children}</PositionServices>
    </RuntimeProvider>
  );
  render(ui, { wrapper: Wrapper });
  return { runtime, toasts, calls };
}

const trigger = () => screen.getByTestId('position-trigger');
const picker = () => screen.getByTestId('position-picker');
const address = () => screen.getByTestId('position-address');
const openPicker = async () => {
  fireEvent.click(trigger());
  await screen.findByTestId('offline-map');
};
/** A click on the drawn map `north` metres north of `from` (jsdom measures nothing: screen pixels are drawing pixels). */
function tapMap(from: LatLng, center: LatLng, north: number) {
  const map = screen.getByTestId('offline-map');
  const [, , width, height] = (map.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const target = project(offsetPoint(from, north, 0));
  const c = project(center);
  fireEvent.click(map, { clientX: width! / 2 + (target.x - c.x), clientY: height! / 2 + (target.y - c.y) });
}

describe('POSITION field', () => {
  it('auto position: an empty field is filled with the device position and its address (6-decimal coordinates shown), and remembered', async () => {
    const changes: unknown[] = [];
    const storage = createMemoryStorage({ language: 'zh' });
    const { calls } = setup(<Host {...incident} onChange={(v) => changes.push(v)} />, { storage });
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toEqual({ ...HQ, positionName: '总部大楼', range: 200 });
    expect(trigger().textContent).toContain('总部大楼');
    expect(screen.getByTestId('position-coords').textContent).toBe('经度 121.473700 · 纬度 31.230400');
    expect(calls.some((c) => c.startsWith('/api/v2/base/positioning/config?instanceId='))).toBe(true);
    expect(createRecentPositionCache(storage).read()).toMatchObject({ positionName: '总部大楼' });
  });

  it('auto position: a recent position answers without asking the device; a failed fix is toasted (en)', async () => {
    const storage = createMemoryStorage({ language: 'en' });
    createRecentPositionCache(storage).write({ latitude: 31.2, longitude: 121.6, positionName: 'Data Centre', range: 0 });
    const changes: unknown[] = [];
    setup(<Host {...incident} onChange={(v) => changes.push(v)} />, { storage, services: { geolocation: fixedGeolocation(undefined) } });
    await waitFor(() => expect(changes).toEqual([{ latitude: 31.2, longitude: 121.6, positionName: 'Data Centre', range: 200 }]));
    cleanup();
    const { toasts } = setup(<Host {...incident} />, { language: 'en', services: { geolocation: fixedGeolocation(undefined) } });
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(['Failed to get location']));
    expect(trigger().textContent).toBe('Tap to locate');
  });

  it('customize default fills the configured position; disabled fields take no default and do not open', async () => {
    const changes: unknown[] = [];
    const custom = mapPositionProps({ defaultSetting: { type: 'customize', positions: [{ positionName: '数据中心', longitude: 121.6, latitude: 31.2 }] } });
    setup(<Host {...custom} onChange={(v) => changes.push(v)} />);
    await waitFor(() => expect(changes).toEqual([{ latitude: 31.2, longitude: 121.6, positionName: '数据中心', range: 0 }]));
    cleanup();
    const locked: unknown[] = [];
    setup(<Host {...custom} disabled onChange={(v) => locked.push(v)} />);
    fireEvent.click(trigger());
    expect(screen.queryByTestId('position-picker')).toBeNull();
    expect(locked).toEqual([]);
  });

  it('fine-tuning: a tap within 200 m of the device moves the pin and looks the address up; one beyond is refused with the spec text', async () => {
    const changes: unknown[] = [];
    const { toasts } = setup(<Host {...incident} initial={{ ...HQ, positionName: '总部大楼', range: 200 }} onChange={(v) => changes.push(v)} />, { language: 'en' });
    await openPicker();
    expect(within(picker()).getByTestId('position-picker-coords').textContent).toBe('Longitude 121.473700 · Latitude 31.230400');
    // The check areas (blue) and the fine-tune range around the device (green) are drawn.
    await waitFor(() => expect([...picker().querySelectorAll('circle[data-kind]')].map((c) => c.getAttribute('data-kind'))).toEqual(['check', 'check', 'fineTune']));
    tapMap(HQ, HQ, 350);
    await waitFor(() => expect(toasts.map((t) => t.message)).toEqual(['Not within the restricted range of positioning']));
    // Refused: the pin and its (stored) name stay.
    expect(address().textContent).toBe('总部大楼');
    tapMap(HQ, HQ, 180);
    // 180 m north of the tower: its 5F service desk is the nearest seeded place (within 300 m).
    await waitFor(() => expect(address().textContent).toBe('Headquarters Tower 5F service desk'));
    fireEvent.click(within(picker()).getByRole('button', { name: 'OK' }));
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ positionName: 'Headquarters Tower 5F service desk', range: 200 });
    expect((changes[0] as LatLng).latitude).toBeCloseTo(HQ.latitude + 0.00162, 4);
  });

  it('manual entry: edit address opens the search; a result sets the position and its name; the check in the panel says out of range', async () => {
    const changes: unknown[] = [];
    setup(<Host {...incident} initial={{ ...HQ, positionName: '总部大楼', range: 200 }} onChange={(v) => changes.push(v)} searchDebounceMs={5} />);
    await openPicker();
    expect(within(picker()).getByTestId('position-check').textContent).toBe('在定位限制范围内');
    fireEvent.click(within(picker()).getByRole('button', { name: /编辑地址/ }));
    const search = await screen.findByTestId('position-search');
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: '北外滩' } });
    fireEvent.click(await within(search).findByRole('button', { name: /北外滩办公室/ }));
    await waitFor(() => expect(address().textContent).toBe('北外滩办公室'));
    expect(within(picker()).getByTestId('position-check').textContent).toBe('不在定位限制范围内');
    const open = within(picker()).getByRole('link', { name: '在地图应用中打开' });
    expect(open.getAttribute('href')).toBe(`geo:31.2484,121.4737?q=31.2484,121.4737(${encodeURIComponent('北外滩办公室')})`);
    fireEvent.click(within(picker()).getByRole('button', { name: '确定' }));
    expect(changes).toEqual([{ latitude: 31.2484, longitude: 121.4737, positionName: '北外滩办公室', range: 200 }]);
  });

  it('without manualEntry there is no edit address; without fine-tuning a tap does nothing', async () => {
    const plain = mapPositionProps({ displayLongitudeAndLatitude: false });
    const changes: unknown[] = [];
    setup(<Host {...plain} initial={{ ...HQ, positionName: '总部大楼', range: 0 }} onChange={(v) => changes.push(v)} />);
    await openPicker();
    expect(within(picker()).queryByRole('button', { name: /编辑地址/ })).toBeNull();
    expect(within(picker()).queryByTestId('position-picker-coords')).toBeNull();
    tapMap(HQ, HQ, 50);
    fireEvent.click(within(picker()).getByRole('button', { name: '确定' }));
    expect(changes).toEqual([{ ...HQ, positionName: '总部大楼', range: 0 }]);
  });

  it('relocate moves the pin to the device; a failed address lookup and search are toasted in the spec words', async () => {
    let device: LatLng = HQ;
    const { toasts } = setup(<Host {...incident} initial={{ latitude: 31.2, longitude: 121.6, positionName: '数据中心', range: 200 }} searchDebounceMs={5} />, {
      language: 'en',
      failing: ['/positioning/search'],
      services: { geolocation: fixedGeolocation(() => device) },
    });
    await openPicker();
    device = offsetPoint(HQ, 0, 0);
    fireEvent.click(within(picker()).getByRole('button', { name: 'Relocate' }));
    await waitFor(() => expect(address().textContent).toBe('Headquarters Tower'));
    fireEvent.click(within(picker()).getByRole('button', { name: /Edit address/ }));
    const search = await screen.findByTestId('position-search');
    fireEvent.change(within(search).getByRole('searchbox'), { target: { value: 'tower' } });
    await waitFor(() => expect(toasts.map((t) => t.message)).toContain('Failed to search address'));
    cleanup();
    const failing = setup(<Host {...incident} initial={{ ...HQ, positionName: 'x', range: 200 }} />, { language: 'en', failing: ['/positioning/regeo'] });
    await openPicker();
    tapMap(HQ, HQ, 50);
    await waitFor(() => expect(failing.toasts.map((t) => t.message)).toEqual(['Failed to query the address by longitude and latitude']));
  });

  it('map load failure: the spec text with Retry, and the check says verification failed (unload)', async () => {
    const { toasts } = setup(<Host {...incident} initial={{ ...HQ, positionName: '总部大楼', range: 200 }} />, { language: 'en', failing: ['/positioning/config'] });
    fireEvent.click(trigger());
    const alert = await within(await screen.findByTestId('position-picker')).findByRole('alert');
    expect(alert.textContent).toContain('The map failed to load');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(toasts.map((t) => t.message)).toContain('The map failed to load');
    expect(within(picker()).getByTestId('position-check').textContent).toBe('Location verification failed. Contact admin');
  });
});

describe('POSITION read-only', () => {
  it('shows the address and the 6-decimal coordinates when configured; -- when empty', () => {
    setup(
      <>
        <PositionReadPretty value={{ ...HQ, positionName: '总部大楼', range: 0 }} displayLongitudeAndLatitude />
        <PositionReadPretty value="" />
      </>,
    );
    expect(screen.getByText('总部大楼')).toBeTruthy();
    expect(screen.getByTestId('position-coords').textContent).toBe('经度 121.473700 · 纬度 31.230400');
    expect(screen.getByText('--')).toBeTruthy();
  });
});

describe('POSITION in a form', () => {
  it('the incident form’s check-in field renders (no "No such component"), and an out-of-range value fails the position rule', async () => {
    const { controllerOf } = await import('../../../tests/support/controller');
    const { SchemaForm } = await import('@react/form');
    const incidentForm = (await import('../../../fixtures/workflows/incident.form.json')).default as { properties: Record<string, unknown> };
    const runtime = createRuntime({
      storage: createMemoryStorage({ language: 'en' }),
      requestAdapter: positioningAdapter(),
      plugins: { fields: [...builtinFieldPlugins.filter((p) => p.type !== 'POSITION'), positionField] },
    });
    const schema = { type: 'object', properties: { siteLocation: incidentForm.properties.siteLocation } };
    const controller = controllerOf({ schema, values: { siteLocation: { latitude: 31.2484, longitude: 121.4737, positionName: 'North Bund office', range: 0 } }, registry: runtime.registry, context: { t: (key, values) => runtime.i18n.t(key, values) } });
    render(
      <RuntimeProvider runtime={runtime}>
        <PositionServices value={{ geolocation: fixedGeolocation(HQ) }}>
          <SchemaForm controller={controller} mode="edit" windowing={false} />
        </PositionServices>
      </RuntimeProvider>,
    );
    expect(trigger().textContent).toContain('North Bund office');
    expect(document.body.textContent).not.toContain('No such component');
    // The rule itself is the form session's (the same value, headless).
    const { createFormSession } = await import('@core/form/session');
    const session = createFormSession({ schema, registry: runtime.registry, t: (key, values) => runtime.i18n.t(key, values), values: { siteLocation: { latitude: 31.2484, longitude: 121.4737, positionName: 'North Bund office' } } });
    const result = await session.validate();
    expect(JSON.stringify(result)).toContain('Not within the restricted range of positioning');
    session.dispose();
  });

  it('the form rule ends in unload when the map cannot load: the plugin gives the session its map probe (ruleServices)', async () => {
    const incidentForm = (await import('../../../fixtures/workflows/incident.form.json')).default as { properties: Record<string, unknown> };
    const runtime = createRuntime({
      storage: createMemoryStorage({ language: 'en' }),
      requestAdapter: positioningAdapter({ failing: ['/positioning/config'] }),
      plugins: { fields: [...builtinFieldPlugins.filter((p) => p.type !== 'POSITION'), positionField] },
    });
    const schema = { type: 'object', properties: { siteLocation: incidentForm.properties.siteLocation } };
    const inside = { latitude: 31.2304, longitude: 121.4737, positionName: 'Headquarters Tower' };
    const { createFormSession } = await import('@core/form/session');
    const t = (key: string, values?: Record<string, unknown>) => runtime.i18n.t(key, values);
    const probe = positionField.ruleServices!(runtime);
    // A position inside the allowed range still fails: the check cannot be made without the map.
    const failing = createFormSession({ schema, registry: runtime.registry, t, values: { siteLocation: inside }, ruleServices: probe });
    expect(JSON.stringify(await failing.validate())).toContain('Location verification failed. Contact admin');
    failing.dispose();
    // Without the probe (headless: replays, the gateway) the map counts as available.
    const headless = createFormSession({ schema, registry: runtime.registry, t, values: { siteLocation: inside } });
    expect(JSON.stringify(await headless.validate())).not.toContain('Location verification failed');
    headless.dispose();
  });
});
