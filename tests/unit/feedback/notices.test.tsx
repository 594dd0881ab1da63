// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeatureNotEnabled, FeedbackProvider, NoPermission } from '@react/feedback';
import { renderIn } from './render';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FeatureNotEnabled', () => {
  it('tells the user to contact the administrator, in zh and en', () => {
    renderIn('zh', <FeatureNotEnabled />);
    expect(screen.getByRole('heading').textContent).toBe('功能未开通');
    expect(screen.getByText('该功能暂不可用，请联系管理员')).toBeTruthy();
    cleanup();
    renderIn('en', <FeatureNotEnabled />);
    expect(screen.getByRole('heading').textContent).toBe('Feature not enabled');
    expect(screen.getByText('This feature is not available. Please contact the administrator')).toBeTruthy();
  });
});

describe('NoPermission', () => {
  it('says "you have no permission" in zh and en', () => {
    renderIn('zh', <NoPermission onBack={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe('您没有权限');
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
    cleanup();
    renderIn('en', <NoPermission onBack={() => undefined} />);
    expect(screen.getByRole('heading').textContent).toBe('You have no permission');
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeTruthy();
  });

  it('calls onBack when given', () => {
    const onBack = vi.fn();
    renderIn('en', <NoPermission onBack={onBack} />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('uses the app navigate and home path when provided', () => {
    const navigate = vi.fn();
    renderIn(
      'en',
      <FeedbackProvider value={{ navigate, homePath: '/homePage' }}>
        <NoPermission />
      </FeedbackProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(navigate).toHaveBeenCalledWith('/homePage');
  });

  it('falls back to a full load of /', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderIn('zh', <NoPermission />);
    fireEvent.click(screen.getByRole('button', { name: '返回首页' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
