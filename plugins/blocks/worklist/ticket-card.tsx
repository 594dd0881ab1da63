import { memo, useId } from 'react';
import { useT } from '@react/runtime/runtime-provider';
import { useDates } from '@react/hooks/use-dates';
import { LinkItem } from '../shared/link-item';
import { urgencyKey } from '../ticket-shared/status';
import { TicketHead } from '../ticket-shared/ticket-head';
import { handlerOf, slaCodeOf, slaTone, type CardColumn, type WorklistRecord } from './model';

/** Props of {@link TicketCard}. */
export interface TicketCardProps {
  record: WorklistRecord;
  /** The columns the user chose to see (number, title and status always show). */
  columns: ReadonlySet<CardColumn>;
  /** The multi-select mode: the card is a checkbox (named by the title) instead of a link. */
  select?: { checked: boolean; onToggle(): void };
}

/**
 * A ticket of a worklist: a real link to its detail, named by its title; number, status, urgency, SLA badge, VIP
 * mark, created time, handler and process are its description (spec §3 list record, §4 SLA/OLA badge codes).
 */
export const TicketCard = memo(function TicketCard({ record, columns, select }: TicketCardProps) {
  const t = useT();
  const dates = useDates();
  const id = useId();
  const urgency = columns.has('urgency') ? urgencyKey(record.urgentLevel) : undefined;
  const sla = columns.has('sla') ? slaCodeOf(record) : undefined;
  const vip = columns.has('vip') && (record.vip === true || record.vip === 1);
  const handler = columns.has('handler') ? handlerOf(record) : undefined;
  const created = columns.has('createdTime') && record.createdTime !== undefined && record.createdTime !== '' ? dates.relative(record.createdTime) : undefined;
  const content = (
    <>
      <TicketHead idPrefix={id} title={record.title || t('worklist.untitled')} dataStatus={record.dataStatus} />
      <div className="sd-ticket-meta" id={`${id}-meta`}>
        <span className="sd-ticket-no">{record.preNum || record.workOrderId}</span>
        {vip && (
          <span className="sd-wl-card__vip" data-testid="worklist-vip">
            <span aria-hidden="true">{t('worklist.vip')}</span>
            <span className="sd-visually-hidden">{t('worklist.vipLabel')}</span>
          </span>
        )}
        {urgency !== undefined && <span className={`sd-wl-card__urgency sd-urgency-${urgency}`}>{t('worklist.urgency', { value: t(`app.urgency.${urgency}`) })}</span>}
        {sla !== undefined && (
          <span className={`sd-wl-card__sla sd-wl-card__sla--${slaTone(sla)}`} data-testid="worklist-sla" data-code={sla}>
            {t(`worklist.sla.${sla}`)}
          </span>
        )}
        {columns.has('process') && record.processName && <span className="sd-wl-card__process">{record.processName}</span>}
      </div>
      <div className="sd-ticket-meta sd-wl-card__foot" id={`${id}-foot`}>
        {created && <span data-testid="worklist-created">{t('worklist.createdAt', { value: created })}</span>}
        {handler && <span className="sd-wl-card__handler">{t('worklist.handler', { value: handler })}</span>}
      </div>
    </>
  );
  if (select) {
    return (
      <label className={`adm-list-item sd-ticket sd-wl-card sd-wl-card--select${select.checked ? ' sd-wl-card--checked' : ''}`} data-testid="worklist-card" data-id={record.workOrderId}>
        <div className="adm-list-item-content">
          <input type="checkbox" className="sd-wl-card__check" checked={select.checked} onChange={select.onToggle} aria-labelledby={`${id}-title`} aria-describedby={`${id}-status ${id}-meta`} />
          <div className="adm-list-item-content-main">{content}</div>
        </div>
      </label>
    );
  }
  return (
    <LinkItem
      to={`/orderDetails?workOrderId=${encodeURIComponent(record.workOrderId)}`}
      arrow={false}
      className="sd-ticket sd-wl-card"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-status ${id}-meta ${id}-foot`}
      data-testid="worklist-card"
      data-id={record.workOrderId}
    >
      {content}
    </LinkItem>
  );
});
