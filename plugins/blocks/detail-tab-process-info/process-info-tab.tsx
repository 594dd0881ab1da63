import { useEffect, useId, useRef, useState } from 'react';
import { Button, Tag } from 'antd-mobile';
import { sendUrge } from '@core/buttons';
import { RequestBoundary, useDates, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { processInfoTabTexts } from './locales';
import { nodeStatusColor, processInfoPaths, readNodeTasks, readProcessInfo, type NodeTask, type ProcessNode } from './model';
import '../ticket-shared/detail-tab.css';
import './process-info-tab.css';

/** The process-info tab: the current node(s), then the nodes behind; a node opens to its tasks (loaded on first opening). */
export default function ProcessInfoTab({ detail }: DetailTabProps) {
  usePluginTexts({ processInfoTab: processInfoTabTexts });
  const t = useT();
  const { workOrderId, version } = detail;
  const request = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', processInfoPaths.info(workOrderId)), { signal, silent: true }).then((data) => readProcessInfo(data, rt.config.timeZoneOffset)),
    [workOrderId, version],
  );
  const currentId = useId();
  const historyId = useId();
  return (
    <RequestBoundary
      request={request}
      keepPreviousData
      isEmpty={(info) => info.current.length === 0 && info.history.length === 0}
      empty={{ title: t('processInfoTab.empty') }}
      errorTitle={t('processInfoTab.loadFailed')}
      testId="process-info-state"
    >
      {(info) => (
        <div className="sd-tab-sections" data-testid="process-info">
          <section aria-labelledby={currentId} data-testid="process-current">
            <h3 className="sd-tab-section-heading" id={currentId}>
              {t('processInfoTab.current')}
            </h3>
            {info.current.length ? (
              <ul className="sd-process__list">
                {info.current.map((node) => (
                  <NodeItem key={node.key} node={node} workOrderId={workOrderId} version={version} />
                ))}
              </ul>
            ) : (
              <p className="sd-tab-none">{t('processInfoTab.noCurrent')}</p>
            )}
          </section>
          {info.history.length > 0 && (
            <section aria-labelledby={historyId} data-testid="process-history">
              <h3 className="sd-tab-section-heading" id={historyId}>
                {t('processInfoTab.history')}
              </h3>
              <ul className="sd-process__list">
                {info.history.map((node) => (
                  <NodeItem key={node.key} node={node} workOrderId={workOrderId} version={version} />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </RequestBoundary>
  );
}

function NodeItem({ node, workOrderId, version }: { node: ProcessNode; workOrderId: string; version: number | undefined }) {
  const t = useT();
  const dates = useDates();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  // Loaded on the first opening, then kept (closing only hides it).
  const [opened, setOpened] = useState(false);
  const toggle = () => {
    setOpen((was) => !was);
    setOpened(true);
  };
  const start = dates.exact(node.startTime);
  const end = dates.exact(node.endTime);
  return (
    <li className="sd-process__node" data-testid="process-node" data-node={node.nodeId} data-status={node.status}>
      <div className="sd-process__row">
        <button type="button" className="sd-process__toggle" aria-expanded={open} aria-controls={panelId} onClick={toggle} data-testid="process-node-toggle">
          <span className="sd-process__name">{node.nodeName}</span>
          <Tag color={nodeStatusColor(node.status)} fill="outline" data-testid="process-node-status">
            {t(`processInfoTab.status.${node.status}`)}
          </Tag>
          <span className={`sd-process__chevron${open ? ' sd-process__chevron--open' : ''}`} aria-hidden="true" />
        </button>
        {node.canUrge && <UrgeButton workOrderId={workOrderId} nodeName={node.nodeName} />}
      </div>
      <div className="sd-process__meta">
        <div data-testid="process-node-handlers">
          {node.handlers.length ? t('processInfoTab.handlers', { names: node.handlers.join('、') }) : node.groupName ? t('processInfoTab.group', { name: node.groupName }) : t('processInfoTab.noHandlers')}
        </div>
        {start && <div>{t('processInfoTab.start', { time: start })}</div>}
        {end && <div>{t('processInfoTab.end', { time: end })}</div>}
      </div>
      <div id={panelId} className="sd-process__panel" hidden={!open} data-testid="process-node-panel">
        {opened && <NodeTasks workOrderId={workOrderId} node={node} version={version} />}
      </div>
    </li>
  );
}

function NodeTasks({ workOrderId, node, version }: { workOrderId: string; node: ProcessNode; version: number | undefined }) {
  const t = useT();
  const request = useRequest(
    (signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', processInfoPaths.node(workOrderId, node.nodeId)), { params: node.visit !== undefined ? { visit: node.visit } : undefined, signal, silent: true })
        .then((data) => readNodeTasks(data, rt.config.timeZoneOffset)),
    [workOrderId, node.nodeId, node.visit, version],
  );
  return (
    <RequestBoundary
      request={request}
      keepPreviousData
      skeletonRows={2}
      isEmpty={(tasks) => tasks.length === 0}
      empty={{ title: t('processInfoTab.noTasks') }}
      errorTitle={t('processInfoTab.tasksLoadFailed')}
      testId="process-node-tasks-state"
    >
      {(tasks) => (
        <ul className="sd-process__tasks" data-testid="process-node-tasks">
          {tasks.map((task) => (
            <TaskRow key={task.key} task={task} />
          ))}
        </ul>
      )}
    </RequestBoundary>
  );
}

function TaskRow({ task }: { task: NodeTask }) {
  const t = useT();
  const dates = useDates();
  const start = dates.exact(task.startTime);
  const end = dates.exact(task.endTime);
  return (
    <li className="sd-process__task" data-testid="process-task">
      <div className="sd-process__task-head">
        <span className="sd-process__task-who">
          {task.handler} · {t(`processInfoTab.kind.${task.kind}`)}
        </span>
        <span data-testid="process-task-state">
          {t(`processInfoTab.taskStatus.${task.status}`)}
          {task.result ? ` · ${t(`processInfoTab.result.${task.result}`)}` : ''}
        </span>
      </div>
      {task.comment && <div className="sd-process__task-comment">{t('processInfoTab.comment', { comment: task.comment })}</div>}
      <div className="sd-process__meta">
        {start && <span>{t('processInfoTab.start', { time: start })}</span>}
        {end && <span> · {t('processInfoTab.end', { time: end })}</span>}
      </div>
    </li>
  );
}

/**
 * Urges the current node's handlers (POST btn/btnaction/urge, the URGE action's call). Success toasts "urge
 * succeeded" and starts the 10-minute cooldown shared with the action bar; a failure, or an urge inside the
 * cooldown, says nothing (spec §8: urge from the process tab fails silently).
 */
function UrgeButton({ workOrderId, nodeName }: { workOrderId: string; nodeName: string }) {
  const t = useT();
  const runtime = useRuntime();
  const [busy, setBusy] = useState(false);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const urge = async () => {
    if (busy) return;
    setBusy(true);
    try {
      if ((await sendUrge(runtime, workOrderId, { silent: true })) === 'sent') runtime.bus.emit('toast:show', { type: 'success', message: t('actions.toast.URGE') });
    } catch {
      // Silent by the specification.
    } finally {
      if (mounted.current) setBusy(false);
    }
  };
  return (
    <Button size="small" color="primary" fill="outline" className="sd-process__urge" loading={busy} onClick={() => void urge()} aria-label={t('processInfoTab.urgeNode', { name: nodeName })} data-testid="process-urge">
      {t('actions.names.URGE')}
    </Button>
  );
}
