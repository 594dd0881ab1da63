// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderField } from '../shared/test-utils';
import { textField } from './definition';
import { TextDisplay } from './TextDisplay';

afterEach(cleanup);

describe('TEXT', () => {
  it('holds no value', () => {
    expect(textField.type).toBe('TEXT');
    expect(textField.valueKind).toBe('none');
    expect(textField.emptyValue).toBeUndefined();
    expect(textField.component).toBe(textField.readPretty);
  });

  it('shows the text with its line breaks', () => {
    const { container } = renderField(<TextDisplay content={'第一行\n第二行'} />);
    expect(container.querySelector('.sd-static-text')?.textContent).toBe('第一行\n第二行');
    expect(container.querySelector('[data-banner]')).toBeNull();
  });

  for (const type of ['info', 'success', 'warning'] as const) {
    it(`shows a ${type} banner`, () => {
      const { container } = renderField(<TextDisplay content="注意事项" bannerType={type} />, { language: 'en' });
      const banner = container.querySelector(`[data-banner="${type}"]`);
      expect(banner?.textContent).toBe('注意事项');
      expect(banner?.getAttribute('aria-label')).toBe({ info: 'Info', success: 'Success', warning: 'Warning' }[type]);
    });
  }

  it('renders markup as text, never as HTML', () => {
    renderField(<TextDisplay content={'<img src=x onerror="alert(1)">'} />);
    expect(screen.getByText('<img src=x onerror="alert(1)">')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it("shows '--' without text", () => {
    expect(renderField(<TextDisplay />).container.textContent).toBe('--');
  });
});
