// @vitest-environment jsdom
// RequestBoundary: the one loading / load-failure / empty / data rendering of a block's useRequest state, in zh and en.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestBoundary, requestBoundaryView, useRequest, type RequestBoundaryState } from '@react';
import { ok, renderWithRuntime, setup } from './support';

afterEach(cleanup);

type Page = { records: string[] };
const state = (over: Partial<RequestBoundaryState<Page>>): RequestBoundaryState<Page> => ({
  loading: false,
  data: undefined,
  error: undefined,
  reload: () => {},
  ...over,
});

function Boundary({ request, empty }: { request: RequestBoundaryState<Page>; empty?: string }) {
  return (
    <RequestBoundary
      request={request}
      isEmpty={(page) => page.records.length === 0}
      empty={empty ? { description: empty } : undefined}
      testId="records"
    >
      {(page) => (
        <ul data-testid="records">
          {page.records.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
    </RequestBoundary>
  );
}

const texts = {
  zh: { loading: '加载中...', failTitle: '加载失败', failText: '出了点问题，平台正在紧急修复中', retry: '重试', empty: '暂无数据', forbidden: '无权访问' },
  en: {
    loading: 'Loading...',
    failTitle: 'Loading failed',
    failText: 'Something went wrong. The platform is under urgent repair',
    retry: 'Retry',
    empty: 'No data',
    forbidden: 'Access denied',
  },
} as const;

describe.each(['zh', 'en'] as const)('RequestBoundary (%s)', (language) => {
  const text = texts[language];

  it('shows a busy skeleton while loading, not the children', () => {
    const t = setup({ language });
    renderWithRuntime(t.runtime, <Boundary request={state({ loading: true })} />);
    const loading = screen.getByTestId('records-loading');
    expect(screen.getByRole('status', { name: text.loading })).toBe(loading);
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(loading.getAttribute('aria-label')).toBe(text.loading);
    expect(loading.querySelector('.adm-skeleton')).not.toBeNull();
    expect(screen.queryByTestId('records')).toBeNull();
  });

  it("shows the spec's load-failure text with a Retry button that calls reload", () => {
    const t = setup({ language });
    const reload = vi.fn();
    renderWithRuntime(t.runtime, <Boundary request={state({ error: { message: '' }, reload })} />);
    const error = screen.getByTestId('records-error');
    expect(error.querySelector('[data-feedback="error-loadFail"]')).not.toBeNull();
    expect(error.textContent).toContain(text.failTitle);
    expect(error.textContent).toContain(text.failText);
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the error's own (translated) message, and 100006 as a refusal", () => {
    const t = setup({ language });
    renderWithRuntime(t.runtime, <Boundary request={state({ error: { message: 'server says no', code: 100006 } })} />);
    const error = screen.getByTestId('records-error');
    expect(error.querySelector('[data-feedback="error-403"]')).not.toBeNull();
    expect(error.textContent).toContain('server says no');
    expect(error.textContent).toContain(text.forbidden);
  });

  it('shows the empty state when isEmpty says so', () => {
    const t = setup({ language });
    renderWithRuntime(t.runtime, <Boundary request={state({ data: { records: [] } })} />);
    expect(screen.getByTestId('records-empty').textContent).toContain(text.empty);
    expect(screen.queryByTestId('records')).toBeNull();
    cleanup();
    renderWithRuntime(t.runtime, <Boundary request={state({ data: { records: [] } })} empty="nothing here" />);
    expect(screen.getByTestId('records-empty').textContent).toContain('nothing here');
  });

  it('renders the children with the data', () => {
    const t = setup({ language });
    renderWithRuntime(t.runtime, <Boundary request={state({ data: { records: ['a', 'b'] } })} />);
    expect(screen.getByTestId('records').textContent).toBe('ab');
    expect(screen.queryByTestId('records-loading')).toBeNull();
  });
});

describe('requestBoundaryView', () => {
  it('prefers the error, keeps earlier data only when asked', () => {
    const data = { records: ['a'] };
    expect(requestBoundaryView(state({ error: { message: 'x' }, data }))).toBe('error');
    expect(requestBoundaryView(state({ loading: true, data }))).toBe('loading');
    expect(requestBoundaryView(state({ loading: true, data }), { keepPreviousData: true })).toBe('data');
    expect(requestBoundaryView(state({}))).toBe('loading');
  });
});

describe('RequestBoundary with useRequest', () => {
  function Live() {
    const request = useRequest((signal, rt) => rt.request.post<Page>(rt.request.path('business', '/h5workOrder/list'), {}, { signal, silent: true }), []);
    return <Boundary request={request} />;
  }

  it('goes from the skeleton to a failure, and Retry loads the data', async () => {
    const t = setup({ language: 'en' });
    t.server.on('POST', '/api/v2/biz/h5workOrder/list', { status: 200, body: { code: 500123, msg: 'Try later' } });
    renderWithRuntime(t.runtime, <Live />);
    expect(screen.getByTestId('records-loading')).toBeTruthy();
    await screen.findByTestId('records-error');
    expect(screen.getByTestId('records-error').textContent).toContain('Try later');
    t.server.on('POST', '/api/v2/biz/h5workOrder/list', ok({ records: ['x'] }));
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('records').textContent).toBe('x'));
  });
});
