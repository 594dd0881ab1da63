import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { EvaluateStarField } from './EvaluateStarField';
import { EvaluateStarReadPretty } from './EvaluateStarReadPretty';
import { EVALUATE_STAR_RULE_KINDS, mapEvaluateStarProps } from './normalize';

/** EVALUATE_STAR: a 3, 5 or 10 star rating with tooltips. */
export const evaluateStarField: ReactFieldDefinition = defineFieldType({
  type: 'EVALUATE_STAR',
  valueKind: 'single',
  component: EvaluateStarField,
  readPretty: EvaluateStarReadPretty,
  mapProps: (xProps) => ({ ...mapEvaluateStarProps(xProps) }),
  ruleKinds: EVALUATE_STAR_RULE_KINDS,
  emptyValue: () => '',
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** EVALUATE_STAR: the props of its edit component (what `mapProps` fills). */
    EVALUATE_STAR: ComponentProps<typeof EvaluateStarField>;
  }
}
