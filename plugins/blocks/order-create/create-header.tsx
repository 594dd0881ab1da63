// The create page's header: the process (and a draft tag), the ticket number and the requester.
import { Tag } from 'antd-mobile';
import { useT } from '@react';
import type { CreateData } from './model';

export interface CreateHeaderProps {
  header: CreateData['header'];
  /** Shown when the header names no process. */
  processDefId: string;
  draft: boolean;
}

export function CreateHeader({ header, processDefId, draft }: CreateHeaderProps) {
  const t = useT();
  return (
    <header className="sd-create-head" data-testid="order-create-header">
      <div className="sd-create-title">
        {/* The process is the heading of the page's content, under the page's h1 ("New ticket"). */}
        <h2 className="sd-create-process" data-testid="order-create-process">
          {header.processName || processDefId}
        </h2>
        {draft && (
          <Tag color="default" fill="outline" data-testid="order-create-draft-tag">
            {t('tickets.create.draftTag')}
          </Tag>
        )}
      </div>
      <div className="sd-create-meta">
        {header.preNum && <span className="sd-create-no">{header.preNum}</span>}
        {(header.requesterName || header.createdByName) && (
          <span>
            {t('tickets.create.requester')}: {header.requesterName || header.createdByName}
          </span>
        )}
      </div>
    </header>
  );
}
