import { Tag } from 'antd-mobile';
import { useMemo, useState } from 'react';
import type { AddAssigneeInfo } from '../../../core/buttons';
import { useT } from '../../runtime/runtime-provider';
import type { ActionModalProps } from '../types';
import { CurrentHandlers, PersonList } from './person-list';
import { ReasonField } from './reason-field';
import { ActionSheetFrame } from './sheet';
import { useModalInput } from './use-modal-input';

const EMPTY: AddAssigneeInfo = { currentHandlers: [], userList: [] };

/**
 * The endorse kind: several people (from queryAddAssigneeInfo) for an
 * endorsement, a cc, added assignees or added approvers; the action's rules
 * decide who may not be chosen.
 */
export function EndorseModal({ request, submitting, onCancel, onSubmit }: ActionModalProps) {
  const t = useT();
  const info = request.data.kind === 'endorse' ? request.data.info : EMPTY;
  const [selected, setSelected] = useState<string[]>([]);
  const { frameError, describedBy, confirm, clearError, reason, setReason } = useModalInput(request, onSubmit);
  const handling = info.currentHandlers.map((p) => p.userId);
  const labels = useMemo(() => new Map([...info.currentHandlers, ...info.userList].map((p) => [p.userId, p.label])), [info]);
  const change = (next: string[]) => {
    clearError();
    setSelected(next);
  };
  return (
    <ActionSheetFrame
      title={request.title}
      subtitle={<CurrentHandlers people={info.currentHandlers} />}
      {...frameError}
      submitting={submitting}
      confirmText={selected.length ? `${t('actions.modal.confirm')} (${selected.length})` : undefined}
      onCancel={onCancel}
      onConfirm={() => confirm({ userIds: selected })}
    >
      {selected.length ? (
        <div className="sd-act-selected" role="group" aria-label={t('actions.modal.selected', { count: selected.length })}>
          {selected.map((id) => (
            <button
              key={id}
              type="button"
              className="sd-act-chip-button"
              aria-label={t('actions.modal.removeSelected', { name: labels.get(id) ?? id })}
              onClick={() => change(selected.filter((s) => s !== id))}
            >
              <Tag color="primary" fill="outline" className="sd-act-chip">
                {labels.get(id) ?? id} ×
              </Tag>
            </button>
          ))}
        </div>
      ) : null}
      <PersonList people={info.userList} selected={selected} multiple handlingIds={handling} required errorId={describedBy('choice')} onChange={change} />
      <ReasonField request={request} value={reason} disabled={submitting} errorId={describedBy('reason')} onChange={setReason} />
    </ActionSheetFrame>
  );
}
