import { useRef, type KeyboardEvent } from 'react';
import { StarFill } from 'antd-mobile-icons';
import { useT } from '@react';
import { useFieldControlProps } from '@react/form/field-a11y';
import { tipOf } from './normalize';
import '../shared/fields.css';
import './stars.css';

/** Props of {@link Stars}. */
export interface StarsProps {
  value: number;
  count: number;
  toolTips: readonly string[];
  /** Tapping a star; absent when read-only. */
  onPick?: (star: number) => void;
  /** Arrow keys: the rating becomes exactly `star` (default: `onPick`). */
  onSelect?: (star: number) => void;
}

/** The star an arrow key moves to from `current` (1..count; 0 is "not rated"). */
export function starForKey(key: string, current: number, count: number): number | undefined {
  if (key === 'ArrowRight' || key === 'ArrowUp') return Math.min(Math.max(current, 0) + 1, count);
  if (key === 'ArrowLeft' || key === 'ArrowDown') return Math.max(current - 1, 1);
  if (key === 'Home') return 1;
  if (key === 'End') return count;
  return undefined;
}

/**
 * A row of stars as a radio group named by the field title: one tab stop (the chosen star, else
 * the first), arrow keys choose the next or previous star, Space / Enter / a tap picks the
 * focused one. Each star carries its tooltip, the current tooltip is shown beside the stars.
 */
export function Stars({ value, count, toolTips, onPick, onSelect }: StarsProps) {
  const t = useT();
  const { id: _id, ...row } = useFieldControlProps();
  const group = useRef<HTMLDivElement>(null);
  const tip = tipOf(value, toolTips);
  const label = (star: number) => tipOf(star, toolTips) ?? t('fields.star.value', { count: star });
  const select = onSelect ?? onPick;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!select) return;
    const star = starForKey(event.key, value, count);
    if (star === undefined) return;
    event.preventDefault();
    if (star !== value) select(star);
    group.current?.querySelectorAll<HTMLElement>('[role="radio"]')[star - 1]?.focus();
  };
  const focusable = value >= 1 && value <= count ? value : 1;
  return (
    <div className="sd-star-field">
      <div
        ref={group}
        role="radiogroup"
        {...row}
        aria-readonly={!onPick || undefined}
        className={`sd-stars sd-stars--${count}`}
        aria-label={row['aria-labelledby'] ? undefined : t('fields.star.of', { value, count })}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: count }, (_, index) => {
          const star = index + 1;
          return (
            <button
              key={star}
              type="button"
              role="radio"
              aria-checked={star === value}
              aria-label={label(star)}
              title={label(star)}
              tabIndex={onPick && star === focusable ? 0 : -1}
              className={`sd-star${star <= value ? ' sd-star--on' : ''}`}
              disabled={!onPick}
              onClick={() => onPick?.(star)}
            >
              <StarFill aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {tip ? (
        <span className="sd-star-tip" data-testid="star-tip">
          {tip}
        </span>
      ) : null}
    </div>
  );
}
