// Input rules of the action modals (form-widgets §5 "Administrative
// configuration"): operation reasons required where the spec says, at most
// 500 characters; people pickers may not duplicate or target the wrong people.
// Each rule returns the i18n key of its error, or undefined.
import type { ActionReasonMode } from './types';

/** Maximum length of an operation reason. */
export const REASON_MAX_LENGTH = 500;

/** A reason: trimmed; required when the mode says so; at most 500 characters. */
export function checkReason(reason: string | undefined, mode: ActionReasonMode | undefined): string | undefined {
  const text = reason?.trim() ?? '';
  if (!text) return mode === 'required' ? 'actions.errors.reasonRequired' : undefined;
  return text.length > REASON_MAX_LENGTH ? 'actions.errors.reasonTooLong' : undefined;
}

function ids(list: readonly string[] | undefined): string[] {
  return (list ?? []).map((id) => String(id).trim()).filter(Boolean);
}

/** At least one person. */
export function checkPersonnel(userIds: readonly string[] | undefined): string | undefined {
  return ids(userIds).length ? undefined : 'actions.errors.personnelEmpty';
}

/** Transfer: exactly one user or a group. */
export function checkTransferTarget(userIds: readonly string[] | undefined, groupId: string | undefined): string | undefined {
  const users = ids(userIds);
  if (!users.length && !groupId?.trim()) return 'actions.errors.transferTargetEmpty';
  if (users.length > 1) return 'actions.errors.transferOneTarget';
  return undefined;
}

/** Added processors (add assignee, transfer target) cannot duplicate the current ones. */
export function checkNotCurrentProcessors(userIds: readonly string[] | undefined, current: readonly string[]): string | undefined {
  return ids(userIds).some((id) => current.includes(id)) ? 'actions.errors.duplicateProcessor' : undefined;
}

/** Added approvers cannot be people who are processing the ticket. */
export function checkApproversNotProcessing(userIds: readonly string[] | undefined, current: readonly string[]): string | undefined {
  return ids(userIds).some((id) => current.includes(id)) ? 'actions.errors.approverIsProcessing' : undefined;
}

/** Endorsement cannot target the people already handling the ticket. */
export function checkEndorsers(userIds: readonly string[] | undefined, current: readonly string[]): string | undefined {
  return ids(userIds).some((id) => current.includes(id)) ? 'actions.errors.endorseCurrentHandler' : undefined;
}

/** CC cannot go to the same person: not twice in one list, and not to oneself. */
export function checkCcTargets(userIds: readonly string[] | undefined, selfId: string | undefined): string | undefined {
  const list = ids(userIds);
  if (new Set(list).size !== list.length) return 'actions.errors.ccSamePerson';
  return selfId && list.includes(selfId) ? 'actions.errors.ccSamePerson' : undefined;
}
