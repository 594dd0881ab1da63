import { useState } from 'react';
import { useT } from '../../runtime/runtime-provider';
import type { ActionModalProps } from '../types';
import { ChoiceList } from './choice-list';
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
  const { frameError, describedBy, confirm, clearError, reason, setReason } = useModalInput(request, onSubmit);
  const send = () => {
    const picked = targets?.find((tg) => `${tg.nodeId}|${tg.userId}` === target);
    confirm({
      ...(choice !== undefined ? { result: choice } : {}),
      ...(picked ? { userIds: [picked.userId], targetNodeId: picked.nodeId } : {}),
    });
  };
  return (
    <ActionSheetFrame title={request.title} {...frameError} submitting={submitting} onCancel={onCancel} onConfirm={send}>
      {targets ? (
        <div className="sd-act-field">
          <div className="sd-act-field__label">
            <span className="sd-act-required" aria-hidden="true">
              *
            </span>
            {t('actions.modal.target')}
          </div>
          {targets.length ? (
            <ChoiceList
              className="sd-act-checklist"
              label={t('actions.modal.target')}
              multiple={false}
              required
              errorId={describedBy('choice')}
              value={target ? [target] : []}
              onChange={(value) => {
                clearError();
                setTarget(value[0]);
              }}
              options={targets.map((tg) => ({ value: `${tg.nodeId}|${tg.userId}`, label: t('actions.modal.targetOption', { node: tg.nodeName, user: tg.userName }) }))}
            />
          ) : (
            <div className="sd-act-empty">{t('actions.modal.noTargets')}</div>
          )}
        </div>
      ) : null}
      {request.choices?.length ? (
        <div className="sd-act-field">
          <div className="sd-act-field__label">{t('actions.modal.choice')}</div>
          <ChoiceList
            look="chips"
            className="sd-act-choices"
            label={t('actions.modal.choice')}
            multiple={false}
            options={request.choices.map((c) => ({ value: String(c.value), label: t(c.label) }))}
            value={choice === undefined ? [] : [String(choice)]}
            onChange={(value) => {
              const picked = request.choices?.find((c) => String(c.value) === value[0]);
              if (picked) setChoice(picked.value);
            }}
          />
        </div>
      ) : null}
      <ReasonField request={request} value={reason} disabled={submitting} errorId={describedBy('reason')} onChange={setReason} />
    </ActionSheetFrame>
  );
}
