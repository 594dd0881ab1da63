import { useEffect, useId, useState } from 'react';
import { List } from 'antd-mobile';
import { RequestBoundary, useDates, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { LinkItem } from '../shared/link-item';
import { ANNOUNCEMENT_CATEGORY, loadNoticeSettings, loadOverview, messageRoutes, saveNoticeChannel, type MessageCategoryInfo, type NoticeSetting } from './model';
import type { MessageCenterProps } from './props';
import { MESSAGE_CENTER_LOCALES, useCategoryName } from './texts';
import { UnreadBadge } from '../shared/unread-badge';
import './message-center.css';

export type { MessageCenterProps } from './props';

/** A row of the centre: name, latest title and time, unread badge; opens the category's list. */
function CategoryRow({ category, name, latest, time, unread, testId }: { category: string; name: string; latest: string; time: string; unread: number; testId: string }) {
  const id = useId();
  const description = [latest, time].filter(Boolean).join(' · ');
  return (
    <LinkItem
      to={messageRoutes.list(category)}
      aria-describedby={description ? `${id}-description` : undefined}
      description={description ? <span id={`${id}-description`}>{description}</span> : undefined}
      extra={<UnreadBadge count={unread} testId={`${testId}-unread`} />}
      data-testid={testId}
      data-category={category}
    >
      {name}
    </LinkItem>
  );
}

/**
 * /messageCenter: the announcements entry and the message categories, each with its unread count and latest item,
 * then the notice settings per type (a switch per channel, saved at once).
 */
export default function MessageCenter(_props: MessageCenterProps) {
  usePluginTexts(MESSAGE_CENTER_LOCALES);
  const t = useT();
  const runtime = useRuntime();
  const dates = useDates();
  const categoryName = useCategoryName();
  const headingId = useId();
  const overview = useRequest((signal, rt) => loadOverview(rt.request, { signal, timeZoneOffset: rt.config.timeZoneOffset }), []);
  // Something read elsewhere on screen (a badge's page is still mounted): the counts follow.
  const { reload } = overview;
  useEffect(() => runtime.bus.on('messages:read', () => reload()), [runtime, reload]);
  const now = Date.now();
  const when = (ms: number | undefined) => (ms === undefined ? '' : dates.relative(ms, now));

  return (
    <div className="sd-messages" data-testid="message-center">
      <section aria-labelledby={headingId}>
        <h2 className="sd-messages-heading" id={headingId}>
          {t('messageCenter.categories')}
        </h2>
        <RequestBoundary request={overview} errorTitle={t('messageCenter.loadFailed')} testId="message-center-overview" skeletonRows={5}>
          {(data) => (
            <List className="sd-messages-list">
              <CategoryRow
                category={ANNOUNCEMENT_CATEGORY}
                name={t('messageCenter.announcements')}
                latest={data.announcements.latestTitle || t('messageCenter.announcementsHint')}
                time={when(data.announcements.latestTime)}
                unread={data.announcements.unreadCount}
                testId="message-announcements"
              />
              {data.categories.map((entry: MessageCategoryInfo) => (
                <CategoryRow
                  key={entry.category}
                  category={entry.category}
                  name={categoryName(entry.category, entry.name)}
                  latest={entry.latestTitle || t('messageCenter.noMessages')}
                  time={when(entry.latestTime)}
                  unread={entry.unreadCount}
                  testId="message-category"
                />
              ))}
            </List>
          )}
        </RequestBoundary>
      </section>
      <NoticeSettings />
    </div>
  );
}

/** The notice settings: per type a group of switches, one per channel; each change is saved at once (reverted when refused). */
function NoticeSettings() {
  const t = useT();
  const runtime = useRuntime();
  const headingId = useId();
  const loaded = useRequest((signal, rt) => loadNoticeSettings(rt.request, signal), []);
  const [settings, setSettings] = useState<NoticeSetting[] | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  useEffect(() => setSettings(loaded.data), [loaded.data]);

  const toggle = async (setting: NoticeSetting, channel: string, enabled: boolean) => {
    const key = `${setting.type}:${channel}`;
    setBusy(key);
    // Shown at once; the server's answer is what stays.
    setSettings((list) => list?.map((entry) => (entry.type === setting.type ? { ...entry, channels: entry.channels.map((c) => (c.channel === channel ? { ...c, enabled } : c)) } : entry)));
    try {
      const saved = await saveNoticeChannel(runtime.request, setting, channel, enabled);
      setSettings((list) => list?.map((entry) => (entry.type === saved.type ? saved : entry)));
      runtime.bus.emit('toast:show', { type: 'success', message: t('messageCenter.saved') });
    } catch {
      // The request client has said why; the switch goes back.
      setSettings((list) => list?.map((entry) => (entry.type === setting.type ? setting : entry)));
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <section className="sd-notice-settings" aria-labelledby={headingId} data-testid="notice-settings">
      <h2 className="sd-messages-heading" id={headingId}>
        {t('messageCenter.settings')}
      </h2>
      <p className="sd-notice-settings-hint">{t('messageCenter.settingsHint')}</p>
      <RequestBoundary request={loaded} errorTitle={t('messageCenter.settingsFailed')} testId="notice-settings" skeletonRows={4}>
        {() => (
          <div className="sd-notice-types">
            {(settings ?? loaded.data ?? []).map((setting) => (
              <fieldset key={setting.type} className="sd-notice-type" data-testid="notice-type" data-type={setting.type}>
                <legend className="sd-notice-type-name">{setting.name}</legend>
                {setting.description ? <p className="sd-notice-type-description">{setting.description}</p> : null}
                <div className="sd-notice-channels">
                  {setting.channels.map((channel) => (
                    <label key={channel.channel} className="sd-switch">
                      <input
                        type="checkbox"
                        role="switch"
                        className="sd-switch-input"
                        checked={channel.enabled}
                        disabled={busy === `${setting.type}:${channel.channel}`}
                        aria-label={t('messageCenter.channelLabel', { type: setting.name, channel: channel.name })}
                        onChange={(event) => void toggle(setting, channel.channel, event.target.checked)}
                        data-testid={`notice-switch-${setting.type}-${channel.channel}`}
                      />
                      <span aria-hidden="true">{channel.name}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        )}
      </RequestBoundary>
    </section>
  );
}
