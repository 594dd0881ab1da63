import { Steps } from 'antd-mobile';
import { RequestBoundary, useDates, useRequest, useT } from '@react';
import { readHistory, statusKey, ticketPaths } from '../ticket-shared/model';
import type { DetailTabProps } from '../ticket-shared/detail-tab';

/** The history tag: who did what, when, from which step to which, with the reason. */
export default function HistoryTab({ detail }: DetailTabProps) {
  const { workOrderId, version } = detail;
  const t = useT();
  const dates = useDates();
  // Without a server name: the button's name, else the history's own (START, SAVE_DRAFT), else the code.
  const actionLabel = (action: string) =>
    t(`actions.names.${action}`, { defaultValue: t(`tickets.history.actions.${action}`, { defaultValue: action }) });
  const request = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', ticketPaths.history), { params: { orderId: workOrderId }, signal, silent: true }).then((body) => readHistory(body, rt.config.timeZoneOffset)),
    [workOrderId, version],
  );
  return (
    <RequestBoundary
      request={request}
      keepPreviousData
      isEmpty={(entries) => entries.length === 0}
      empty={{ title: t('tickets.history.empty') }}
      errorTitle={t('tickets.history.loadFailed')}
      testId="order-history-state"
    >
      {(data) => (
        <div className="sd-history" data-testid="order-history">
          <Steps direction="vertical" current={0}>
            {data.map((entry, index) => (
              <Steps.Step
                key={entry.id}
                status={index === 0 ? 'process' : 'finish'}
                title={
                  <span className="sd-history__title" data-testid="history-entry" data-action={entry.action}>
                    <b>{entry.actionName || actionLabel(entry.action)}</b> · {entry.actorName}
                  </span>
                }
                description={
                  <div className="sd-history__body">
                    <div data-testid="history-time">{dates.exact(entry.timestamp)}</div>
                    {entry.fromNodeName || entry.toNodeName ? <div>{t('tickets.history.node', { from: entry.fromNodeName, to: entry.toNodeName })}</div> : null}
                    {entry.toStatus !== undefined && entry.toStatus !== entry.fromStatus ? <div>{t(`app.status.${statusKey(entry.toStatus)}`)}</div> : null}
                    {entry.targetUserNames.length ? <div>{t('tickets.history.targets', { names: entry.targetUserNames.join('、') })}</div> : null}
                    {entry.reason ? <div className="sd-history__reason">{t('tickets.history.reason', { reason: entry.reason })}</div> : null}
                  </div>
                }
              />
            ))}
          </Steps>
        </div>
      )}
    </RequestBoundary>
  );
}
