// /outbox: what waits to be sent (issue 20), oldest first: what it is, its status (waiting, sending, not
// sent with the server's message), Retry for a refused one and Discard (after a confirmation) for any.
import { useCallback, useEffect, useState } from 'react';
import type { OutboxEntry } from '@core/outbox';
import { useConfirm, useDates, useRuntime, useT } from '@react';
import { EmptyState } from '@react/feedback';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { useOnline } from '../shared/outbox-banner';
import { entryLabel, outboxOf, replayOutbox } from './runner';
import { OUTBOX_LOCALES } from './locales';
import type { OutboxProps } from './props';
import './outbox.css';

export type { OutboxProps } from './props';

/** The outbox page (see the file comment). */
export default function Outbox(_props: OutboxProps) {
  usePluginTexts(OUTBOX_LOCALES);
  const t = useT();
  const dates = useDates();
  const runtime = useRuntime();
  const online = useOnline();
  const [confirm, confirmDialog] = useConfirm();
  const [entries, setEntries] = useState<OutboxEntry[] | undefined>();
  const outbox = outboxOf(runtime);

  const reload = useCallback(async () => setEntries(outbox ? await outbox.list() : []), [outbox]);
  useEffect(() => {
    void reload();
    return runtime.bus.on('outbox:changed', () => void reload());
  }, [runtime, reload]);

  const retry = (entry: OutboxEntry) => void outbox?.retry(entry.id).finally(() => void reload());
  const discard = async (entry: OutboxEntry) => {
    const yes = await confirm({ content: t('outbox.discardConfirm'), confirmText: t('outbox.confirm'), cancelText: t('outbox.cancel') });
    if (!yes || !outbox) return;
    await outbox.discard(entry.id);
    runtime.bus.emit('toast:show', { type: 'success', message: t('outbox.discarded') });
  };

  if (!entries) return <div className="sd-outbox" data-testid="outbox" aria-busy="true" />;
  return (
    <section className="sd-outbox" data-testid="outbox" aria-labelledby="sd-outbox-title">
      <h2 id="sd-outbox-title" className="sd-outbox-title">
        {t('outbox.title')}
      </h2>
      {!online && entries.length > 0 && (
        <p className="sd-outbox-offline" role="status" data-testid="outbox-offline">
          {t('outbox.offline')}
        </p>
      )}
      {entries.length === 0 ? (
        <EmptyState description={t('outbox.empty')} />
      ) : (
        <ul className="sd-outbox-list">
          {entries.map((entry) => (
            <li key={entry.id} className="sd-outbox-entry" data-testid="outbox-entry" data-status={entry.status} data-kind={entry.kind}>
              <div className="sd-outbox-entry-main">
                <span className="sd-outbox-entry-label">{entryLabel(t, entry)}</span>
                <span className="sd-outbox-entry-meta">{t('outbox.savedAt', { time: dates.exact(entry.createdAt) })}</span>
                <span className={`sd-outbox-status sd-outbox-status--${entry.status}`} data-testid="outbox-status">
                  {t(`outbox.status.${entry.status}`)}
                </span>
                {entry.status === 'failed' && entry.error && (
                  <span className="sd-outbox-error" data-testid="outbox-error">
                    {entry.error}
                  </span>
                )}
              </div>
              <div className="sd-outbox-entry-actions">
                {entry.status === 'failed' && (
                  <button type="button" className="sd-outbox-button" data-testid="outbox-retry" onClick={() => retry(entry)}>
                    {t('outbox.retry')}
                  </button>
                )}
                <button type="button" className="sd-outbox-button sd-outbox-button--danger" data-testid="outbox-discard" disabled={entry.status === 'sending'} onClick={() => void discard(entry)}>
                  {t('outbox.discard')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {online && entries.some((e) => e.status === 'pending') && (
        <button type="button" className="sd-outbox-button sd-outbox-send" data-testid="outbox-send" onClick={() => void replayOutbox(runtime)?.finally(() => void reload())}>
          {t('outbox.retry')}
        </button>
      )}
      {confirmDialog}
    </section>
  );
}
