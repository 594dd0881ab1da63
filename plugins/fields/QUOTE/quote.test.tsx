// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderField } from '../shared/test-utils';
import { quoteField } from './definition';
import { QuoteField } from './QuoteField';
import { QuoteReadPretty } from './QuoteReadPretty';

afterEach(cleanup);

describe('QUOTE', () => {
  it('is a single value read from another record', () => {
    expect(quoteField.type).toBe('QUOTE');
    expect(quoteField.valueKind).toBe('single');
    expect(quoteField.mapProps?.({ quoteSource: { formName: '故障工单', fieldName: '标题' } })).toEqual({ sourceLabel: '故障工单 / 标题' });
  });

  it('shows the quoted label and its source, never an input', () => {
    const { container } = renderField(<QuoteField value={{ label: '邮件服务', value: 'svc-mail' }} sourceLabel="故障工单 / 受影响服务" />);
    expect(screen.getByText('邮件服务')).toBeTruthy();
    expect(screen.getByText('引用自：故障工单 / 受影响服务')).toBeTruthy();
    expect(container.querySelector('input, textarea')).toBeNull();
  });

  it("read-only: '--' when empty (in English too)", () => {
    expect(renderField(<QuoteReadPretty value={null} />).container.textContent).toBe('--');
    cleanup();
    renderField(<QuoteReadPretty value="x" sourceLabel="Incident" />, { language: 'en' });
    expect(screen.getByText('Quoted from: Incident')).toBeTruthy();
  });
});
