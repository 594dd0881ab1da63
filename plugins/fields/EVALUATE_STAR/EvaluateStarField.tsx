import { isInteractive, useFadedStyle } from '../shared/field-env';
import type { FieldEditProps } from '../shared/types';
import { DEFAULT_STAR_COUNT, nextRating, starValue } from './normalize';
import { Stars } from './Stars';

/** Props of {@link EvaluateStarField}. */
export interface EvaluateStarFieldProps extends FieldEditProps<number | ''> {
  /** 3, 5 or 10 stars. @default 5 */
  count?: number;
  /** One text per star, shown for the current rating and as each star's label. */
  toolTips?: readonly string[];
}

/** EVALUATE_STAR edit component: tap a star to rate, tap the current star to clear. */
export function EvaluateStarField({ value, onChange, onBlur, disabled, readOnly, count = DEFAULT_STAR_COUNT, toolTips = [] }: EvaluateStarFieldProps) {
  const faded = useFadedStyle({ disabled, readOnly });
  const current = starValue(value, count);
  const pick = isInteractive({ disabled, readOnly })
    ? (star: number) => {
        onChange?.(nextRating(current, star));
        onBlur?.();
      }
    : undefined;
  const select = (star: number) => {
    onChange?.(star);
  };
  return (
    <div style={faded}>
      <Stars value={current} count={count} toolTips={toolTips} onPick={pick} onSelect={pick ? select : undefined} />
    </div>
  );
}
