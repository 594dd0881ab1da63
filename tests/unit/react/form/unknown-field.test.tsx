// @vitest-environment jsdom
// UnknownField (issue 18): users see a neutral notice, developers (development builds, Storybook) the
// "please register" one with the type; the console names the type once per type.
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '@react';
import { DeveloperNotices, UnknownField } from '@react/form/unknown-field';
import { createTestRuntime, renderWith } from './render';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

const notice = () => screen.getByTestId('unknown-field').textContent;

describe('UnknownField', () => {
  it('production build: the neutral, translated text only, no type and no developer message', () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWith(createTestRuntime({ language: 'zh' }), <UnknownField serverType="LEGACY_MAP_PICKER" />);
    expect(notice()).toBe('此字段无法在当前应用中显示');
    cleanup();
    renderWith(createTestRuntime({ language: 'en' }), <UnknownField serverType="LEGACY_MAP_PICKER" />);
    expect(notice()).toBe('This field cannot be shown in this app');
    expect(screen.getByRole('note')).toBeTruthy();
  });

  it('development build: "No such component, please register" and the type', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWith(createTestRuntime({ language: 'en' }), <UnknownField serverType="LEGACY_MAP_PICKER" />);
    expect(notice()).toBe('!No such component, please registerComponent type: LEGACY_MAP_PICKER');
  });

  it("the DeveloperNotices context decides over the build (Storybook's static build is a production build)", () => {
    vi.stubEnv('NODE_ENV', 'production');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWith(
      createTestRuntime({ language: 'zh' }),
      <DeveloperNotices.Provider value>
        <UnknownField serverType="HOLOGRAM" />
      </DeveloperNotices.Provider>,
    );
    expect(notice()).toBe('!组件不存在，请注册组件类型：HOLOGRAM');
    cleanup();
    vi.unstubAllEnvs();
    renderWith(
      createTestRuntime({ language: 'zh' }),
      <DeveloperNotices.Provider value={false}>
        <UnknownField serverType="HOLOGRAM" />
      </DeveloperNotices.Provider>,
    );
    expect(notice()).toBe('此字段无法在当前应用中显示');
  });

  it('names the type in a console warning (not an error) once per type and runtime', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const runtime = createTestRuntime();
    const view = renderWith(
      runtime,
      <>
        <UnknownField serverType="HOLOGRAM" />
        <UnknownField serverType="HOLOGRAM" />
        <UnknownField serverType="LEGACY_MAP_PICKER" />
      </>,
    );
    view.rerender(
      <RuntimeProvider runtime={runtime}>
        <UnknownField serverType="HOLOGRAM" />
      </RuntimeProvider>,
    );
    expect(warn.mock.calls.map((call) => String(call[0]).match(/"(\w+)"/)?.[1])).toEqual(['HOLOGRAM', 'LEGACY_MAP_PICKER']);
    expect(error).not.toHaveBeenCalled();
    cleanup();
    renderWith(createTestRuntime(), <UnknownField serverType="HOLOGRAM" />);
    expect(warn).toHaveBeenCalledTimes(3);
  });
});
