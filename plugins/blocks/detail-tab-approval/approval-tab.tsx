import { Tag } from 'antd-mobile';
import { RequestBoundary, useDates, useRequest, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { approvalTabTexts } from './locales';
import { readApprovalNodes, resultColor, type ApprovalNode, type Approver } from './model';
import '../ticket-shared/detail-tab.css';
import './approval-tab.css';

/** GET path of the approval nodes (below the `business` prefix). */
export const approvalPath = (workOrderId: string) => `/tab/approval/queryOrderApprovalInfo/${encodeURIComponent(workOrderId)}`;

/** The approval tab: a card per approval node (newest first) with its approvers, results, comments and times. */
export default function ApprovalTab({ detail }: DetailTabProps) {
  usePluginTexts({ approvalTab: approvalTabTexts });
  const t = useT();
  const { workOrderId, version } = detail;
  const request = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', approvalPath(workOrderId)), { signal, silent: true }).then((data) => readApprovalNodes(data, rt.config.timeZoneOffset)),
    [workOrderId, version],
  );
  return (
    <RequestBoundary
      request={request}
      keepPreviousData
      isEmpty={(nodes) => nodes.length === 0}
      empty={{ title: t('approvalTab.empty') }}
      errorTitle={t('approvalTab.loadFailed')}
      testId="approval-tab-state"
    >
      {(nodes) => (
        <div className="sd-approval" data-testid="approval-tab">
          {nodes.map((node) => (
            <NodeCard key={node.key} node={node} />
          ))}
        </div>
      )}
    </RequestBoundary>
  );
}

function NodeCard({ node }: { node: ApprovalNode }) {
  const t = useT();
  const headingId = `sd-approval-${node.key.replace(/[^\w-]/g, '_')}`;
  return (
    <section className="sd-tab-card" aria-labelledby={headingId} data-testid="approval-node" data-node={node.nodeId}>
      <h3 className="sd-approval__title" id={headingId}>
        {node.nodeName}
        {node.round !== undefined && <span className="sd-approval__round"> · {t('approvalTab.round', { round: node.round })}</span>}
      </h3>
      {node.current && (
        <Tag color="primary" fill="outline" className="sd-approval__current">
          {t('approvalTab.current')}
        </Tag>
      )}
      {node.resultsHidden && (
        <p className="sd-approval__note" data-testid="approval-hidden-note">
          {t('approvalTab.hiddenNote')}
        </p>
      )}
      <ul className="sd-approval__list" aria-label={t('approvalTab.approvers')}>
        {node.approvers.map((approver) => (
          <ApproverRow key={approver.key} approver={approver} />
        ))}
      </ul>
    </section>
  );
}

function ApproverRow({ approver }: { approver: Approver }) {
  const t = useT();
  const dates = useDates();
  const time = dates.exact(approver.time);
  return (
    <li className="sd-approval__approver" data-testid="approver" data-result={approver.result}>
      <div className="sd-approval__who">
        <span className="sd-approval__name">{approver.name}</span>
        <Tag color={resultColor(approver.result)} fill="outline" data-testid="approver-result">
          {t(`approvalTab.result.${approver.result}`)}
        </Tag>
      </div>
      {approver.addedBy && (
        <div className="sd-approval__meta">
          {approver.addReason ? t('approvalTab.addedByWithReason', { name: approver.addedBy, reason: approver.addReason }) : t('approvalTab.addedBy', { name: approver.addedBy })}
        </div>
      )}
      {approver.comment && (
        <div className="sd-approval__comment" data-testid="approver-comment">
          {t('approvalTab.comment', { comment: approver.comment })}
        </div>
      )}
      {time && (
        <div className="sd-approval__meta" data-testid="approver-time">
          {t('approvalTab.time', { time })}
        </div>
      )}
    </li>
  );
}
