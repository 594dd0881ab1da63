import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { DEFAULT_STAR_COUNT, starValue } from './normalize';
import { Stars } from './Stars';

/** Props of {@link EvaluateStarReadPretty}. */
export interface EvaluateStarReadPrettyProps extends FieldReadProps<unknown> {
  count?: number;
  toolTips?: readonly string[];
}

/** EVALUATE_STAR read-only display: the stars and the rating's tooltip, '--' when not rated. */
export function EvaluateStarReadPretty({ value, count = DEFAULT_STAR_COUNT, toolTips = [] }: EvaluateStarReadPrettyProps) {
  const rating = starValue(value, count);
  if (rating === 0) return <ReadOnlyText />;
  return <Stars value={rating} count={count} toolTips={toolTips} />;
}
