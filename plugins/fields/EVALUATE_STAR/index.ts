// EVALUATE_STAR field plugin: a 3, 5 (default) or 10 star rating with per-star tooltips.
export { evaluateStarField } from './definition';
export { EvaluateStarField, type EvaluateStarFieldProps } from './EvaluateStarField';
export { EvaluateStarReadPretty, type EvaluateStarReadPrettyProps } from './EvaluateStarReadPretty';
export { Stars, type StarsProps } from './Stars';
export * from './normalize';
