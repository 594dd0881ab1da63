import { StarFill } from 'antd-mobile-icons';
import { useT } from '@react';
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
}

/** A row of stars as a radio group; each star carries its tooltip, the current tooltip is shown beside the stars. */
export function Stars({ value, count, toolTips, onPick }: StarsProps) {
  const t = useT();
  const tip = tipOf(value, toolTips);
  const label = (star: number) => tipOf(star, toolTips) ?? t('fields.star.value', { count: star });
  return (
    <div className="sd-star-field">
      <div role="radiogroup" aria-readonly={!onPick || undefined} className={`sd-stars sd-stars--${count}`} aria-label={t('fields.star.of', { value, count })}>
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
              className={`sd-star${star <= value ? ' sd-star--on' : ''}`}
              disabled={!onPick}
              onClick={() => onPick?.(star)}
            >
              <StarFill />
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
