// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { controlledHost, renderField } from '../shared/test-utils';
import { evaluateStarField } from './definition';
import { EvaluateStarField } from './EvaluateStarField';
import { EvaluateStarReadPretty } from './EvaluateStarReadPretty';

afterEach(cleanup);

const tips = ['很差', '较差', '一般', '满意', '非常满意'];

const Host = controlledHost(EvaluateStarField);

describe('EVALUATE_STAR definition', () => {
  it('maps count and toolTips', () => {
    expect(evaluateStarField.type).toBe('EVALUATE_STAR');
    expect(evaluateStarField.valueKind).toBe('single');
    expect(evaluateStarField.mapProps?.({ count: 10 })).toEqual({ count: 10, toolTips: [] });
  });
});

describe('EvaluateStarField', () => {
  for (const count of [3, 5, 10]) {
    it(`shows ${count} stars`, () => {
      renderField(<Host count={count} />);
      expect(screen.getAllByRole('radio')).toHaveLength(count);
    });
  }

  it('rates with a tap, shows the tooltip, clears with a second tap on the same star', () => {
    const onChange = vi.fn();
    renderField(<Host count={5} toolTips={tips} onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '满意' }));
    expect(onChange).toHaveBeenLastCalledWith(4);
    expect(screen.getByTestId('star-tip').textContent).toBe('满意');
    expect(screen.getByRole('radio', { name: '满意' }).getAttribute('aria-checked')).toBe('true');
    expect(document.querySelectorAll('.sd-star--on')).toHaveLength(4);
    fireEvent.click(screen.getByRole('radio', { name: '满意' }));
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByTestId('star-tip')).toBeNull();
  });

  it('labels stars without tooltips by their number', () => {
    renderField(<Host count={3} />, { language: 'en' });
    expect(screen.getByRole('radio', { name: '2 stars' })).toBeTruthy();
  });

  it('says "1 star", not "1 stars" (issue 10), and "1 of 3 stars" on the group', () => {
    renderField(<Host count={3} initial={1} />, { language: 'en' });
    expect(screen.getByRole('radio', { name: '1 star' })).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-label')).toBe('1 of 3 stars');
    cleanup();
    renderField(<Host count={1} initial={1} />, { language: 'en' });
    expect(screen.getByRole('radiogroup').getAttribute('aria-label')).toBe('1 of 1 star');
    cleanup();
    renderField(<Host count={3} />);
    expect(screen.getByRole('radio', { name: '1 星' })).toBeTruthy();
  });

  it('cannot be changed when read-only', () => {
    const onChange = vi.fn();
    renderField(<Host count={5} initial={2} readOnly onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '5 星' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('EvaluateStarReadPretty', () => {
  it("shows the stars and tooltip, '--' when not rated", () => {
    renderField(<EvaluateStarReadPretty value={5} count={5} toolTips={tips} />);
    expect(screen.getByTestId('star-tip').textContent).toBe('非常满意');
    expect((screen.getAllByRole('radio') as HTMLButtonElement[]).every((b) => b.disabled)).toBe(true);
    cleanup();
    expect(renderField(<EvaluateStarReadPretty value="" />).container.textContent).toBe('--');
  });
});

describe('EvaluateStarField by keyboard', () => {
  it('is one tab stop; arrow keys choose the next or previous star, Home and End the ends', () => {
    const onChange = vi.fn();
    renderField(<Host count={5} onChange={onChange} />, { language: 'en' });
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    expect(stars[0]!.getAttribute('aria-label')).toBe('1 star');
    expect(stars[1]!.getAttribute('aria-label')).toBe('2 stars');
    stars[0]!.focus();
    fireEvent.keyDown(stars[0]!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(1);
    fireEvent.keyDown(screen.getAllByRole('radio')[0]!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[1]);
    expect(screen.getAllByRole('radio').map((star) => star.tabIndex)).toEqual([-1, 0, -1, -1, -1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(onChange).toHaveBeenLastCalledWith(5);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
