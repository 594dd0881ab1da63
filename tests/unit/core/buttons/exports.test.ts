import { describe, expect, it } from 'vitest';
import * as buttons from '@core/buttons';
import * as core from '@core';

describe('src/core/buttons exports', () => {
  it('pins the runtime exports', () => {
    expect(Object.keys(buttons).sort()).toEqual(
      [
        'CANCEL_ACTION',
        'COPY_ACTION',
        'LOADING_FLAGS',
        'REASON_MAX_LENGTH',
        'RESUME_ACTION',
        'URGE_COOLDOWN_MS',
        'URGE_STORAGE_KEY',
        'VERSION_CONFLICT_CODE',
        'actionBody',
        'btnActionPath',
        'buildActionButtons',
        'checkApproversNotProcessing',
        'checkCcTargets',
        'checkEndorsers',
        'checkNotCurrentProcessors',
        'checkOrderHasUpdate',
        'checkPersonnel',
        'checkReason',
        'checkTransferTarget',
        'createActionController',
        'createActionState',
        'decideOrderUpdate',
        'isFrozen',
        'isOperable',
        'isVersionConflict',
        'modalQueryFlag',
        'postAction',
        'processedByTargets',
        'queryAddAssigneeInfo',
        'queryAssignInfo',
        'queryRedeployInfo',
        'recordUrge',
        'refreshTicket',
        'sendUrge',
        'splitOverflow',
        'templateRef',
        'toPerson',
        'urgeWaitMs',
      ].sort(),
    );
  });

  it('is re-exported by the core barrel', () => {
    for (const name of Object.keys(buttons)) expect((core as Record<string, unknown>)[name], name).toBe((buttons as Record<string, unknown>)[name]);
  });
});
