// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EmptyState, emptyStateKinds } from '@react/feedback';
import fixture from '../../../fixtures/feedback/empty-states.json';
import { renderIn } from './render';

afterEach(cleanup);

const expected = {
  noData: { zh: '暂无数据', en: 'No data' },
  search: { zh: '暂无数据', en: 'No data' },
  noPermission: { zh: '暂无权限', en: 'No permission' },
} as const;

describe('EmptyState', () => {
  it('the fixture lists every kind once', () => {
    expect(fixture.kinds.map((entry) => entry.kind).sort()).toEqual([...emptyStateKinds].sort());
  });

  for (const kind of ['noData', 'search', 'noPermission'] as const) {
    for (const language of ['zh', 'en'] as const) {
      it(`shows the ${kind} title in ${language}, as a status, not a page heading`, () => {
        const { container } = renderIn(language, <EmptyState kind={kind} />);
        const heading = screen.getByRole('heading', { level: 2 });
        expect(heading.textContent).toBe(expected[kind][language]);
        expect(screen.getByRole('status').getAttribute('data-feedback')).toBe(`empty-${kind}`);
        expect(container.querySelector('svg')?.getAttribute('data-illustration')).toBe(kind);
      });
    }
  }

  it('tells no data apart from an empty search by its hint and picture', () => {
    renderIn('en', <EmptyState kind="search" />);
    expect(screen.getByText('Nothing matches your search. Try another keyword')).toBeTruthy();
    cleanup();
    const { container } = renderIn('en', <EmptyState />);
    expect(container.querySelector('p')).toBeNull();
    expect(container.querySelector('svg')?.getAttribute('data-illustration')).toBe('noData');
  });

  it('custom shows only the given texts and image', () => {
    renderIn(
      'zh',
      <EmptyState kind="custom" title="暂无待办工单" description="新的待办工单会显示在这里" image={<img alt="自定义" src="data:," />} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('暂无待办工单');
    expect(screen.getByText('新的待办工单会显示在这里')).toBeTruthy();
    expect(screen.getByAltText('自定义')).toBeTruthy();
    expect(screen.queryByText('暂无数据')).toBeNull();
  });

  it('a standard kind still accepts a different title', () => {
    renderIn('en', <EmptyState kind="noPermission" title="Ask your admin" />);
    expect(screen.getByRole('heading').textContent).toBe('Ask your admin');
    expect(screen.getByText('You have no permission to view this content')).toBeTruthy();
  });
});
