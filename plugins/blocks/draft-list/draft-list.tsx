import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, List, Tag } from 'antd-mobile';
import { useDates, useRuntime, useT } from '@react';
import { readDraft, readPage, ticketPaths, ticketRoutes, type DraftRecord } from '../ticket-shared/model';
import { DRAFT_PAGE_SIZE, draftQuery } from './model';
import './draft-list.css';

import type { DraftListProps } from './props';

export type { DraftListProps } from './props';

type LoadState = 'idle' | 'loading' | 'failed';

/** "My drafts": the user's saved drafts, newest first; a tap reopens one on the create page. Hidden while there are none. */
export default function DraftList({ pageSize = DRAFT_PAGE_SIZE }: DraftListProps) {
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  const [drafts, setDrafts] = useState<DraftRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [state, setState] = useState<LoadState>('loading');
  const page = useRef(0);
  const aborter = useRef<AbortController | null>(null);

  const load = useCallback(async () => {
    aborter.current?.abort();
    const controller = new AbortController();
    aborter.current = controller;
    setState('loading');
    const pageNum = page.current + 1;
    try {
      const data = await runtime.request.post<unknown>(runtime.request.path('business', ticketPaths.workOrderList), draftQuery(pageNum, pageSize), {
        signal: controller.signal,
        silent: true,
      });
      if (controller.signal.aborted) return;
      const result = readPage(data, (record) => readDraft(record, runtime.config.timeZoneOffset));
      page.current = pageNum;
      setDrafts((previous) => {
        const seen = new Set(previous.map((d) => d.workOrderId));
        return [...(pageNum === 1 ? [] : previous), ...result.records.filter((d) => pageNum === 1 || !seen.has(d.workOrderId))];
      });
      setTotal(result.total);
      setState('idle');
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  }, [runtime, pageSize]);

  useEffect(() => {
    void load();
    return () => aborter.current?.abort();
  }, [load]);

  if (state !== 'failed' && drafts.length === 0) return null;
  const now = Date.now();
  /** When a draft was last saved, in the list's date display (configured zone). */
  const savedAt = (draft: DraftRecord): string => {
    const ms = draft.updatedTime ?? draft.createdTime;
    return ms === undefined ? '' : dates.relative(ms, now);
  };
  return (
    <section className="sd-drafts" data-testid="draft-list" aria-label={t('tickets.drafts.title')}>
      <div className="sd-drafts-title">
        {t('tickets.drafts.title')}
        {total > 0 && <span className="sd-drafts-count">{total}</span>}
      </div>
      {drafts.length > 0 && (
        <List className="sd-drafts-list">
          {drafts.map((draft) => (
            <List.Item
              key={draft.workOrderId}
              onClick={() => runtime.bus.emit('router:navigate', { to: ticketRoutes.draft(draft.workOrderId) })}
              description={[draft.processName, savedAt(draft)].filter(Boolean).join(' · ')}
              data-testid="draft-row"
              data-draft-id={draft.workOrderId}
            >
              <span className="sd-drafts-row-title">
                <Tag color="default" fill="outline">
                  {t('tickets.create.draftTag')}
                </Tag>
                <span>{draft.title || t('tickets.drafts.untitled')}</span>
              </span>
            </List.Item>
          ))}
        </List>
      )}
      {state === 'failed' ? (
        <Button block fill="none" size="small" onClick={() => void load()} data-testid="draft-retry">
          {t('tickets.drafts.loadFailed')}
        </Button>
      ) : drafts.length < total ? (
        <Button block fill="none" size="small" loading={state === 'loading'} onClick={() => void load()} data-testid="draft-more">
          {t('tickets.drafts.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
