import { Tag } from 'antd-mobile';
import { useDates, useT } from '@react';
import { slaSeverity, statusColor, statusKey, urgencyKey, type OrderHeader } from '../ticket-shared/model';

/** Header of a ticket: title, number, status tag, urgency, VIP, SLA badges (codes 1-8) and who holds it. */
export function TicketHeader({ header, processName, currentNodeName, standalone = false }: { header: OrderHeader; processName?: string; currentNodeName?: string; standalone?: boolean }) {
  const t = useT();
  const dates = useDates();
  const Heading = standalone ? 'h1' : 'h2';
  const urgency = urgencyKey(header.urgentLevel);
  const handlers = header.handlers.map((h) => h.userName).join('、');
  const none = t('tickets.detail.none');
  const rows: Array<[string, string, string]> = [
    ['process', t('tickets.detail.processName'), header.processName || processName || none],
    ['node', t('tickets.detail.currentNode'), header.currentNodeName || currentNodeName || none],
    ['handlers', t('tickets.detail.handlers'), handlers || none],
    ...(header.handlerGroupName ? ([['group', t('tickets.detail.handlerGroup'), header.handlerGroupName]] as Array<[string, string, string]>) : []),
    ['createdBy', t('tickets.detail.createdBy'), header.createdByName || none],
    ['createdAt', t('tickets.detail.createdAt'), dates.exact(header.createdTime) || none],
  ];
  return (
    <header className="sd-detail-head" data-testid="order-header">
      {/* The layout's page title ("ticket detail") is the h1; standalone (the chat app's to-do, no layout) the ticket's title is. */}
      <Heading className="sd-detail-title" data-testid="order-title">
        {header.title || t('app.home.untitled')}
      </Heading>
      <div className="sd-detail-badges">
        <Tag color={statusColor(header.dataStatus)} fill="solid" data-testid="order-status" data-status={header.dataStatus}>
          {t(`app.status.${statusKey(header.dataStatus)}`)}
        </Tag>
        {urgency !== undefined && (
          <Tag color={Number(urgency) >= 2 ? 'danger' : 'default'} fill="outline" data-testid="order-urgency" data-level={urgency}>
            {t('tickets.detail.urgency', { value: t(`app.urgency.${urgency}`) })}
          </Tag>
        )}
        {header.vip && (
          <Tag color="warning" fill="outline">
            {t('tickets.detail.vip')}
          </Tag>
        )}
        {header.slaCodes.map((code) => (
          <Tag key={code} color={slaSeverity(code) === 'overdue' ? 'danger' : 'warning'} fill="outline" className="sd-detail-sla" data-testid="order-sla" data-code={code}>
            {t(`tickets.sla.${code}`)}
          </Tag>
        ))}
      </div>
      {header.tags.length > 0 && (
        <ul className="sd-detail-tag-row" aria-label={t('tickets.detail.tags')} data-testid="order-header-tags">
          {header.tags.map((tag) => (
            <li key={tag.id}>
              <Tag color="primary" fill="outline">
                {tag.tagName}
              </Tag>
            </li>
          ))}
        </ul>
      )}
      <div className="sd-detail-number">
        {t('tickets.detail.number')} <span data-testid="order-number">{header.preNum || header.workOrderId}</span>
      </div>
      <dl className="sd-detail-meta">
        {rows.map(([key, label, value]) => (
          <div key={key} className="sd-detail-meta__row" data-testid={`order-meta-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
