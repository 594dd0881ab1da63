import { useId, useRef, useState, type FormEvent } from 'react';
import { Button } from 'antd-mobile';
import { CloseOutline, LockOutline } from 'antd-mobile-icons';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import type { DetailTabProps } from '../ticket-shared/detail-tab';
import { checkTagName, offeredRecentTags, readOrderTags, readTags, RECENT_TAGS_LIMIT, saveTagBody, TAG_NAME_MAX, tagForName, tagPaths, type OrderTag, type TagInfo } from './model';
import { tagTabTexts } from './locales';
import '../ticket-shared/events';
import './tag-tab.css';

/** The tab's texts, added when it first renders (they load with its code). */
const LOCALES = { tagTab: tagTabTexts };

/**
 * The tags tab: the ticket's tags (each with its delete button), a name to add (refused when empty, too long or
 * already there, the typed text kept), the user's recent tags to add with a tap, and "only visible to me".
 * A change reloads the tab's own lists and tells the page (`orderTags:changed`), never the whole ticket.
 */
export default function TagTab({ detail }: DetailTabProps) {
  usePluginTexts(LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const { workOrderId, version } = detail;
  const ids = useId();
  const [nonce, setNonce] = useState(0);
  const [name, setName] = useState('');
  const [onlyMe, setOnlyMe] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const tags = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', tagPaths.orderTags), { params: { orderId: workOrderId }, signal, silent: true }).then(readOrderTags),
    [workOrderId, version, nonce],
  );
  // Recent tags are a convenience: a failed load only leaves them out.
  const recent = useRequest(
    (signal, rt) => rt.request.get<unknown>(rt.request.path('business', tagPaths.recent), { params: { limit: RECENT_TAGS_LIMIT }, signal, silent: true }).then(readTags),
    [version, nonce],
  );

  const changed = (next: OrderTag[]) => {
    runtime.bus.emit('orderTags:changed', { workOrderId, tags: next });
    setNonce((n) => n + 1);
  };

  /** Saves tags on the ticket; a failure is the request client's toast and leaves everything as it was. */
  const save = async (wanted: Array<{ id: string; tagName: string }>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await runtime.request.post<unknown>(runtime.request.path('business', tagPaths.save), saveTagBody(workOrderId, onlyMe, wanted));
      runtime.bus.emit('toast:show', { type: 'success', message: t('tagTab.added') });
      changed(readOrderTags(answer));
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };

  const addTyped = async (event: FormEvent, onTicket: readonly OrderTag[]) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkTagName(name, onTicket);
    if (!checked.ok) {
      setProblem(t(`tagTab.${checked.problem}`, { max: TAG_NAME_MAX, name: name.trim() }));
      input.current?.focus();
      return;
    }
    setProblem(undefined);
    if (await save([tagForName(checked.name, recent.data ?? [])])) setName('');
    input.current?.focus();
  };

  const addRecent = async (tag: TagInfo) => {
    if (busy) return;
    setProblem(undefined);
    await save([{ id: tag.id, tagName: tag.tagName }]);
    // The tapped tag leaves the offer: the focus goes to the name box, not to the page's start.
    input.current?.focus();
  };

  const remove = async (tag: OrderTag, onTicket: readonly OrderTag[]) => {
    if (busy) return;
    setBusy(true);
    try {
      await runtime.request.post(runtime.request.path('business', tagPaths.remove), { orderTagIds: tag.orderTagIds });
      runtime.bus.emit('toast:show', { type: 'success', message: t('tagTab.deleted') });
      changed(onTicket.filter((other) => other !== tag));
      heading.current?.focus();
    } catch {
      // The request client's error toast says why; the tag stays.
    } finally {
      setBusy(false);
    }
  };

  return (
    <RequestBoundary request={tags} keepPreviousData errorTitle={t('tagTab.loadFailed')} testId="tag-tab-state">
      {(onTicket) => {
        const offered = offeredRecentTags(recent.error ? [] : (recent.data ?? []), onTicket);
        return (
          <div className="sd-tag-tab" data-testid="tag-tab">
            <section className="sd-tag-section" aria-labelledby={`${ids}-tags`}>
              <h2 className="sd-tag-heading" id={`${ids}-tags`} ref={heading} tabIndex={-1}>
                {t('tagTab.heading')}
              </h2>
              {onTicket.length ? (
                <ul className="sd-tag-list" data-testid="tag-list">
                  {onTicket.map((tag) => (
                    <li key={`${tag.id}:${tag.orderTagIds.join(',')}`} className="sd-tag-chip" data-testid="order-tag" data-tag-id={tag.id}>
                      <span className="sd-tag-chip__name">{tag.tagName}</span>
                      {tag.isOnlyYourSelf ? <LockOutline className="sd-tag-chip__lock" role="img" aria-label={t('tagTab.onlyMeBadge')} /> : null}
                      {tag.orderTagIds.length ? (
                        <button
                          type="button"
                          className="sd-icon-button sd-tag-chip__delete"
                          aria-label={t('tagTab.delete', { name: tag.tagName })}
                          disabled={busy}
                          onClick={() => void remove(tag, onTicket)}
                          data-testid="order-tag-delete"
                        >
                          <CloseOutline aria-hidden="true" />
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="sd-tag-empty" data-testid="tag-empty">
                  {t('tagTab.empty')}
                </p>
              )}
            </section>

            <section className="sd-tag-section" aria-labelledby={`${ids}-add`}>
              <h2 className="sd-tag-heading" id={`${ids}-add`}>
                {t('tagTab.addHeading')}
              </h2>
              <form className="sd-tag-form" noValidate onSubmit={(event) => void addTyped(event, onTicket)} data-testid="tag-form">
                <div className="sd-tag-form__row">
                  <input
                    ref={input}
                    className="sd-tag-input"
                    type="text"
                    autoComplete="off"
                    enterKeyHint="done"
                    aria-label={t('tagTab.inputLabel')}
                    placeholder={t('tagTab.placeholder', { max: TAG_NAME_MAX })}
                    value={name}
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${ids}-problem` : undefined}
                    onChange={(event) => {
                      setName(event.target.value);
                      if (problem) setProblem(undefined);
                    }}
                    data-testid="tag-input"
                  />
                  <Button type="submit" color="primary" className="sd-tag-add" disabled={busy} data-testid="tag-add">
                    {t('tagTab.add')}
                  </Button>
                </div>
                {problem ? (
                  <div className="sd-tag-problem" id={`${ids}-problem`} role="alert" data-testid="tag-problem">
                    {problem}
                  </div>
                ) : null}
                <label className="sd-switch">
                  <input type="checkbox" role="switch" className="sd-switch-input" checked={onlyMe} onChange={(event) => setOnlyMe(event.target.checked)} data-testid="tag-only-me" />
                  <span>{t('tagTab.onlyMe')}</span>
                </label>
              </form>
              {offered.length ? (
                <div className="sd-tag-recent" data-testid="tag-recent">
                  <h3 className="sd-tag-subheading" id={`${ids}-recent`}>
                    {t('tagTab.recent')}
                  </h3>
                  <ul className="sd-tag-list" aria-labelledby={`${ids}-recent`}>
                    {offered.map((tag) => (
                      <li key={tag.id}>
                        <button
                          type="button"
                          className="sd-tag-recent__item"
                          aria-label={t('tagTab.addRecent', { name: tag.tagName })}
                          disabled={busy}
                          onClick={() => void addRecent(tag)}
                          data-testid="tag-recent-item"
                        >
                          {tag.tagName}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </section>
          </div>
        );
      }}
    </RequestBoundary>
  );
}
