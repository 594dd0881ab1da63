import { Tabs } from 'antd-mobile';
import { useState } from 'react';
import type { RedeployInfo } from '../../../core/buttons';
import { useT } from '../../runtime/runtime-provider';
import type { ActionModalProps } from '../types';
import { ChoiceList } from './choice-list';
import { CurrentHandlers, PersonList } from './person-list';
import { ReasonField } from './reason-field';
import { ActionSheetFrame } from './sheet';
import { useModalInput } from './use-modal-input';

const EMPTY: RedeployInfo = { currentHandlers: [], userList: [], groupList: [] };

/** The transfer kind: one user or one group (from queryRedeployInfo), and an optional note. */
export function TransferModal({ request, submitting, onCancel, onSubmit }: ActionModalProps) {
  const t = useT();
  const info = request.data.kind === 'transfer' ? request.data.info : EMPTY;
  const [tab, setTab] = useState<'users' | 'groups'>('users');
  const [userId, setUserId] = useState<string>();
  const [groupId, setGroupId] = useState<string>();
  const { frameError, describedBy, confirm, clearError, reason, setReason } = useModalInput(request, onSubmit);
  const handling = info.currentHandlers.map((p) => p.userId);
  const send = () => confirm(userId ? { userIds: [userId] } : groupId ? { groupId } : {});
  const users = (
    <PersonList
      people={info.userList}
      selected={userId ? [userId] : []}
      multiple={false}
      handlingIds={handling}
      label={t('actions.modal.transferTo')}
      required
      errorId={describedBy('choice')}
      onChange={(next) => {
        clearError();
        setUserId(next[0]);
        setGroupId(undefined);
      }}
    />
  );
  return (
    <ActionSheetFrame
      title={request.title}
      subtitle={<CurrentHandlers people={info.currentHandlers} />}
      {...frameError}
      submitting={submitting}
      onCancel={onCancel}
      onConfirm={send}
    >
      {info.groupList.length ? (
        <Tabs activeKey={tab} onChange={(key) => setTab(key === 'groups' ? 'groups' : 'users')} className="sd-act-tabs">
          <Tabs.Tab title={t('actions.modal.users')} key="users">
            {users}
          </Tabs.Tab>
          <Tabs.Tab title={t('actions.modal.groups')} key="groups">
            <ChoiceList
              className="sd-act-checklist"
              label={t('actions.modal.groups')}
              multiple={false}
              required
              errorId={describedBy('choice')}
              value={groupId ? [groupId] : []}
              onChange={(value) => {
                clearError();
                setGroupId(value[0]);
                setUserId(undefined);
              }}
              options={info.groupList.map((g) => ({ value: g.groupId, label: g.groupName }))}
            />
          </Tabs.Tab>
        </Tabs>
      ) : (
        users
      )}
      <ReasonField request={request} value={reason} disabled={submitting} errorId={describedBy('reason')} onChange={setReason} />
    </ActionSheetFrame>
  );
}
