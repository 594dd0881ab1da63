import { CheckList, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useT } from '../../runtime/runtime-provider';
import type { ActionModalProps } from '../types';
import { ReasonField } from './reason-field';
import { ActionSheetFrame } from './sheet';
import { useModalInput } from './use-modal-input';

/**
 * The simple kind: a reason (required where the action says) and, for some
 * actions, a choice (endorsement agree / disagree) or who to return to.
 */
export function SimpleModal({ request, submitting, onCancel, onSubmit }: ActionModalProps) {
  const t = useT();
  const targets = request.data.kind === 'simple' ? (request.data.targets ?? undefined) : undefined;
  const [choice, setChoice] = useState(request.choices?.[0]?.value);
  const [target, setTarget] = useState<string>();
  const { error, confirm, clearError, reason, setReason } = useModalInput(request, onSubmit);
  const send = () => {
    const picked = targets?.find((tg) => `${tg.nodeId}|${tg.userId}` === target);
    confirm({
      ...(choice !== undefined ? { result: choice } : {}),
      ...(picked ? { userIds: [picked.userId], targetNodeId: picked.nodeId } : {}),
    });
  };
  return (
    <ActionSheetFrame title={request.title} error={error} submitting={submitting} onCancel={onCancel} onConfirm={send}>
      {targets ? (
        <div className="sd-act-field">
          <div className="sd-act-field__label">
            <span className="sd-act-required" aria-hidden="true">
              *
            </span>
            {t('actions.modal.target')}
          </div>
          {targets.length ? (
            <CheckList
              className="sd-act-checklist"
              value={target ? [target] : []}
              onChange={(value) => {
                clearError();
                setTarget(value[0] === undefined ? undefined : String(value[0]));
              }}
            >
              {targets.map((tg) => (
                <CheckList.Item key={`${tg.nodeId}|${tg.userId}`} value={`${tg.nodeId}|${tg.userId}`}>
                  {t('actions.modal.targetOption', { node: tg.nodeName, user: tg.userName })}
                </CheckList.Item>
              ))}
            </CheckList>
          ) : (
            <div className="sd-act-empty">{t('actions.modal.noTargets')}</div>
          )}
        </div>
      ) : null}
      {request.choices?.length ? (
        <div className="sd-act-field">
          <div className="sd-act-field__label">{t('actions.modal.choice')}</div>
          <Selector
            className="sd-act-choices"
            options={request.choices.map((c) => ({ value: c.value, label: t(c.label) }))}
            value={choice === undefined ? [] : [choice]}
            onChange={(value) => value[0] !== undefined && setChoice(value[0])}
          />
        </div>
      ) : null}
      <ReasonField request={request} value={reason} disabled={submitting} onChange={setReason} />
    </ActionSheetFrame>
  );
}
