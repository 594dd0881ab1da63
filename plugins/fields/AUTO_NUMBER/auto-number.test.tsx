// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderField } from '../shared/test-utils';
import { AutoNumberField } from './AutoNumberField';
import { AutoNumberReadPretty } from './AutoNumberReadPretty';
import { autoNumberField } from './definition';
import { autoNumberText } from './normalize';

afterEach(cleanup);

describe('AUTO_NUMBER', () => {
  it('is a single value with no rule kinds and no props', () => {
    expect(autoNumberField.type).toBe('AUTO_NUMBER');
    expect(autoNumberField.valueKind).toBe('single');
    expect(autoNumberField.ruleKinds).toEqual([]);
    expect(autoNumberField.mapProps?.({ autoNumberRule: { type: 'AUTO_INCREMENT' } })).toEqual({});
  });

  it('reads the generated number as text', () => {
    expect(autoNumberText(' INC202401010007 ')).toBe('INC202401010007');
    expect(autoNumberText(12)).toBe('12');
    expect(autoNumberText(undefined)).toBe('');
    expect(autoNumberText({})).toBe('');
  });

  it('shows the generated number, never an input', () => {
    const { container } = renderField(<AutoNumberField value="CHG-20240500012" />);
    expect(container.textContent).toBe('CHG-20240500012');
    expect(container.querySelector('input, textarea')).toBeNull();
  });

  it('says the number is generated on submit while there is none', () => {
    expect(renderField(<AutoNumberField value="" />).container.textContent).toBe('提交后自动生成');
    cleanup();
    expect(renderField(<AutoNumberField />, { language: 'en' }).container.textContent).toBe('Generated on submit');
  });

  it("read-only: the number, '--' when empty", () => {
    const number = renderField(<AutoNumberReadPretty value={7} />).container;
    expect(number.textContent).toBe('7');
    expect(number.querySelector('.sd-auto-number')).not.toBeNull();
    cleanup();
    // The empty mark is styled like every other field's, not in the number's monospace.
    const empty = renderField(<AutoNumberReadPretty value="" />).container;
    expect(empty.textContent).toBe('--');
    expect(empty.querySelector('.sd-auto-number')).toBeNull();
  });
});
