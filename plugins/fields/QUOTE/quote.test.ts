import { describe, expect, it } from 'vitest';
import { mapQuoteProps, quoteLabel } from './normalize';

describe('QUOTE normalisers', () => {
  it('labels quoted values of every shape', () => {
    expect(quoteLabel(' 张三 ')).toBe('张三');
    expect(quoteLabel(42)).toBe('42');
    expect(quoteLabel({ label: '高', value: 'high' })).toBe('高');
    expect(quoteLabel({ userId: 'u1', userName: '李四(lisi)' })).toBe('李四(lisi)');
    expect(quoteLabel({ positionName: '总部大楼', latitude: 1 })).toBe('总部大楼');
    expect(quoteLabel([{ label: 'A' }, 'B', null])).toBe('A、B');
    expect(quoteLabel([{ label: 'A' }, 'B'], ', ')).toBe('A, B');
    expect(quoteLabel(null)).toBe('');
    expect(quoteLabel({ id: 'x' })).toBe('');
  });

  it('names the quote source', () => {
    expect(mapQuoteProps({ quoteSource: '故障工单 / 标题' })).toEqual({ sourceLabel: '故障工单 / 标题' });
    expect(mapQuoteProps({ quoteSource: { formName: '故障工单', fieldName: '影响范围' } })).toEqual({ sourceLabel: '故障工单 / 影响范围' });
    expect(mapQuoteProps({ quoteSource: { label: 'INC-1 标题' } })).toEqual({ sourceLabel: 'INC-1 标题' });
    expect(mapQuoteProps({ quoteFieldName: '标题' })).toEqual({ sourceLabel: '标题' });
    expect(mapQuoteProps({})).toEqual({});
  });
});
