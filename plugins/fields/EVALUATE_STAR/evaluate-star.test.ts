import { describe, expect, it } from 'vitest';
import { mapEvaluateStarProps, nextRating, readStarCount, readToolTips, starValue, tipOf } from './normalize';

describe('EVALUATE_STAR normalisers', () => {
  it('offers 3, 5 or 10 stars, 5 by default', () => {
    expect(readStarCount(3)).toBe(3);
    expect(readStarCount('10')).toBe(10);
    expect(readStarCount(undefined)).toBe(5);
    expect(readStarCount(7)).toBe(5);
  });

  it('reads one tooltip per star', () => {
    expect(readToolTips(['很差', '较差', '一般', '满意', '非常满意', 'extra'], 5)).toEqual(['很差', '较差', '一般', '满意', '非常满意']);
    expect(readToolTips('bad, ok，good', 3)).toEqual(['bad', 'ok', 'good']);
    expect(readToolTips(undefined, 5)).toEqual([]);
    expect(mapEvaluateStarProps({ count: 3, toolTips: ['a', 'b', 'c', 'd'] })).toEqual({ count: 3, toolTips: ['a', 'b', 'c'] });
    expect(mapEvaluateStarProps({})).toEqual({ count: 5, toolTips: [] });
  });

  it('reads a stored rating within the count', () => {
    expect(starValue(4, 5)).toBe(4);
    expect(starValue('3', 5)).toBe(3);
    expect(starValue(6, 5)).toBe(0);
    expect(starValue(2.5, 5)).toBe(0);
    expect(starValue('', 5)).toBe(0);
  });

  it('tooltips and tapping', () => {
    expect(tipOf(2, ['a', 'b'])).toBe('b');
    expect(tipOf(0, ['a'])).toBeUndefined();
    expect(tipOf(3, ['a'])).toBeUndefined();
    expect(nextRating(0, 4)).toBe(4);
    expect(nextRating(4, 2)).toBe(2);
    expect(nextRating(4, 4)).toBe('');
  });
});
