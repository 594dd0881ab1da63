import type { ActionInput, ActionValidationContext } from '@core/buttons/types';

/**
 * Assign modal: when the next node needs a choice, somebody (people or the
 * group) must be chosen.
 */
export function assignTargetRule(input: ActionInput, context: ActionValidationContext): string | undefined {
  if (context.modal.kind !== 'assign' || !context.modal.info.needAssign) return undefined;
  return input.assignees?.length || input.groupId ? undefined : 'actions.errors.personnelEmpty';
}
