import { Tag } from 'antd-mobile';
import { useT } from '@react/runtime/runtime-provider';
import { statusColor, statusKey } from './status';

/**
 * The first line of a ticket card (home list, worklist): its title (`{idPrefix}-title`, the card's name) and its
 * status tag (`{idPrefix}-status`, part of the card's description).
 */
export function TicketHead({ idPrefix, title, dataStatus }: { idPrefix: string; title: string; dataStatus: number | string | undefined }) {
  const t = useT();
  return (
    <div className="sd-ticket-head">
      <span className="sd-ticket-title" id={`${idPrefix}-title`}>
        {title}
      </span>
      <Tag color={statusColor(dataStatus)} fill="outline" className="sd-ticket-status">
        <span id={`${idPrefix}-status`}>{t(`app.status.${statusKey(dataStatus)}`)}</span>
      </Tag>
    </div>
  );
}
