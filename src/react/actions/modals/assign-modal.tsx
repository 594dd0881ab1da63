import { Checkbox } from 'antd-mobile';
import { useMemo, useState } from 'react';
import type { ActionPerson, AssignInfo } from '../../../core/buttons';
import { useT } from '../../runtime/runtime-provider';
import type { ActionModalProps } from '../types';
import { PersonList } from './person-list';
import { ReasonField } from './reason-field';
import { ActionSheetFrame } from './sheet';
import { useModalInput } from './use-modal-input';

const EMPTY: AssignInfo = { isEnd: false, nodeId: '', nodeName: '', needAssign: false, handleMode: null, isApprove: false, defaultUsers: [], userList: [], groupList: [] };

/**
 * The assign kind: who takes the next node (from queryAssignInfo). The
 * node's default handlers come preselected; a group node may be left to its
 * group to claim. Approvals add an optional comment.
 */
export function AssignModal({ request, submitting, onCancel, onSubmit }: ActionModalProps) {
  const t = useT();
  const info = request.data.kind === 'assign' ? request.data.info : EMPTY;
  const candidates = useMemo(() => {
    const all = new Map<string, ActionPerson>();
    // The candidate records carry group names; default handlers not among them are added.
    for (const p of [...info.userList, ...info.defaultUsers]) if (!all.has(p.userId)) all.set(p.userId, p);
    return [...all.values()];
  }, [info]);
  const group = info.groupList[0];
  const [users, setUsers] = useState<string[]>(() => info.defaultUsers.map((p) => p.userId));
  const [toGroup, setToGroup] = useState(() => !info.defaultUsers.length && Boolean(group));
  const { frameError, describedBy, confirm, clearError, reason, setReason } = useModalInput(request, onSubmit);
  const send = () => {
    const target = !info.needAssign ? {} : toGroup && group ? { groupId: group.groupId } : { assignees: users };
    confirm(target);
  };
  return (
    <ActionSheetFrame
      title={request.title}
      subtitle={info.nodeName ? t('actions.modal.nextNode', { node: info.nodeName }) : undefined}
      {...frameError}
      submitting={submitting}
      onCancel={onCancel}
      onConfirm={send}
    >
      {info.needAssign ? (
        <>
          {group ? (
            <div className="sd-act-group-choice">
              <Checkbox
                checked={toGroup}
                onChange={(checked) => {
                  clearError();
                  setToGroup(checked);
                  if (checked) setUsers([]);
                }}
              >
                {t('actions.modal.leaveToGroup', { group: group.groupName })}
              </Checkbox>
            </div>
          ) : null}
          <PersonList
            people={candidates}
            selected={users}
            multiple
            required={!toGroup}
            errorId={describedBy('choice')}
            onChange={(next) => {
              clearError();
              setUsers(next);
              if (next.length) setToGroup(false);
            }}
          />
        </>
      ) : null}
      <ReasonField request={request} value={reason} disabled={submitting} errorId={describedBy('reason')} onChange={setReason} />
    </ActionSheetFrame>
  );
}
