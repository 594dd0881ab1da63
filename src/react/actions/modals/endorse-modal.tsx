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
  const { error, confirm, clearError, reason, setReason } = useModalInput(request, onSubmit);
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
      error={error}
      submitting={submitting}
      confirmText={selected.length ? `${t('actions.modal.confirm')} (${selected.length})` : undefined}
      onCancel={onCancel}
      onConfirm={() => confirm({ userIds: selected })}
    >
      {selected.length ? (
        <div className="sd-act-selected" aria-label={t('actions.modal.selected', { count: selected.length })}>
          {selected.map((id) => (
            <Tag key={id} color="primary" fill="outline" className="sd-act-chip" onClick={() => change(selected.filter((s) => s !== id))}>
              {labels.get(id) ?? id} ×
            </Tag>
          ))}
        </div>
      ) : null}
      <PersonList people={info.userList} selected={selected} multiple handlingIds={handling} onChange={change} />
      <ReasonField request={request} value={reason} disabled={submitting} onChange={setReason} />
    </ActionSheetFrame>
  );
}
