import { useId } from 'react';
import { Tag } from 'antd-mobile';
import { RequestBoundary, useDates, useRequest, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { slaTabTexts } from './locales';
import { countdown, readSlaAnswer, slaStatus, stateColor, targetParts, type Countdown, type SlaInstance } from './model';
import { useTicker } from './use-ticker';
import '../ticket-shared/detail-tab.css';
import './sla-tab.css';

/** Paths of the tab's calls (below the `business` prefix). */
export const slaPaths = { instance: '/sla/instance/getSlaInstance/sla', responded: '/sla/instance/isResponseSla' } as const;

/** The SLA tab: the main SLA, then the other OLAs; each with its targets, states and a countdown to its next deadline. */
export default function SlaTab({ detail, active }: DetailTabProps) {
  usePluginTexts({ slaTab: slaTabTexts });
  const t = useT();
  const { workOrderId, version } = detail;
  const request = useRequest(async (signal, rt) => {
    const [data, responded] = await Promise.all([
      rt.request.get<unknown>(rt.request.path('business', slaPaths.instance), { params: { workOrderId }, signal, silent: true }),
      // Only a refinement of the instance's own flag: its failure is no failure of the tab.
      rt.request.post<unknown>(rt.request.path('business', slaPaths.responded), { workOrderId }, { signal, silent: true }).catch(() => undefined),
    ]);
    return readSlaAnswer(data, responded, rt.config.timeZoneOffset);
  }, [workOrderId, version]);
  const olaHeading = useId();
  const hasClock = Boolean(request.data && [request.data.sla, ...request.data.olas].some((instance) => instance && !instance.solved && !instance.paused));
  // One clock for every countdown of the tab: it ticks only while the tab shows and the page is visible.
  const now = useTicker(active && hasClock);
  return (
    <RequestBoundary
      request={request}
      keepPreviousData
      isEmpty={(answer) => !answer.sla && answer.olas.length === 0}
      empty={{ title: t('slaTab.empty') }}
      errorTitle={t('slaTab.loadFailed')}
      testId="sla-tab-state"
    >
      {(answer) => (
        <div className="sd-tab-sections" data-testid="sla-tab">
          {answer.sla && <InstanceCard instance={answer.sla} now={now} heading={t('slaTab.main')} level={3} testId="sla-main" />}
          <section aria-labelledby={olaHeading} data-testid="sla-olas">
            <h3 className="sd-tab-section-heading" id={olaHeading}>
              {t('slaTab.olas')}
            </h3>
            {answer.olas.length ? (
              answer.olas.map((ola) => <InstanceCard key={ola.key} instance={ola} now={now} level={4} testId="sla-ola" />)
            ) : (
              <p className="sd-tab-none">{t('slaTab.noOla')}</p>
            )}
          </section>
        </div>
      )}
    </RequestBoundary>
  );
}

function useDuration() {
  const t = useT();
  return (parts: Countdown['parts']) => parts.map((part) => t(`slaTab.units.${part.unit}`, { n: part.value })).join(' ');
}

function InstanceCard({ instance, now, heading, level, testId }: { instance: SlaInstance; now: number; heading?: string; level: 3 | 4; testId: string }) {
  const t = useT();
  const dates = useDates();
  const duration = useDuration();
  const headingId = useId();
  const status = slaStatus(instance, now);
  const Heading = level === 3 ? 'h3' : 'h4';
  const rows: Array<[string, string]> = [];
  if (instance.responseTargetMinutes !== undefined) rows.push(['responseTarget', t('slaTab.responseTarget', { time: duration(targetParts(instance.responseTargetMinutes)) })]);
  if (instance.resolveTargetMinutes !== undefined) rows.push(['resolveTarget', t('slaTab.resolveTarget', { time: duration(targetParts(instance.resolveTargetMinutes)) })]);
  if (instance.respondedTime !== undefined) rows.push(['respondedAt', t('slaTab.respondedAt', { time: dates.exact(instance.respondedTime) })]);
  else if (instance.responseDeadline !== undefined) rows.push(['responseDeadline', t('slaTab.responseDeadline', { time: dates.exact(instance.responseDeadline) })]);
  if (instance.solvedTime !== undefined) rows.push(['solvedAt', t('slaTab.solvedAt', { time: dates.exact(instance.solvedTime) })]);
  else if (instance.resolveDeadline !== undefined) rows.push(['resolveDeadline', t('slaTab.resolveDeadline', { time: dates.exact(instance.resolveDeadline) })]);
  const left = status.next ? countdown(now, status.next.deadline) : undefined;
  return (
    <section className="sd-tab-card sd-sla__card" aria-labelledby={headingId} data-testid={testId} data-key={instance.key}>
      <Heading className="sd-sla__title" id={headingId}>
        {heading ? `${heading} · ` : ''}
        {instance.name}
      </Heading>
      <div className="sd-sla__tags" data-testid="sla-states">
        <Tag color={stateColor(status.response)} fill="outline" data-state={status.response}>
          {t(`slaTab.state.${status.response}`)}
        </Tag>
        <Tag color={stateColor(status.resolve)} fill="outline" data-state={status.resolve}>
          {t(`slaTab.state.${status.resolve}`)}
        </Tag>
        {instance.paused && !instance.solved && (
          <Tag color="default" fill="outline" data-state="paused">
            {t('slaTab.paused')}
          </Tag>
        )}
      </div>
      {status.next && left && (
        <p className={`sd-sla__countdown${left.overdue ? ' sd-sla__countdown--overdue' : ''}`}>
          <span>{t(status.next.kind === 'response' ? 'slaTab.toResponse' : 'slaTab.toResolve')}</span>{' '}
          {/* Ticks every second: a timer, never announced by itself (aria-live off); the deadline is plain text below. */}
          <span role="timer" aria-live="off" data-testid="sla-countdown">
            {t(left.overdue ? 'slaTab.overdue' : 'slaTab.left', { time: duration(left.parts) })}
          </span>
        </p>
      )}
      <ul className="sd-sla__rows">
        {rows.map(([key, value]) => (
          <li key={key} data-row={key}>
            {value}
          </li>
        ))}
      </ul>
    </section>
  );
}
