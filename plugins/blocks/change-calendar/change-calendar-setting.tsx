import { useId, useState } from 'react';
import { RequestBoundary, useRequest, useRuntime, useT } from '@react';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { CALENDAR_LOCALES } from './locales';
import { calendarPaths, readSetting, saveSettingBody, type CalendarSetting } from './model';
import type { ChangeCalendarSettingProps } from './props';
import './change-calendar.css';

export type { ChangeCalendarSettingProps } from './props';

/**
 * /changeCalenderSetting: whether the change calendar opens without closed and without finished changes
 * (service-desk §2 calendar setting). Each switch saves both values at once (`change/calendar/save/setting`) and
 * says so; a failed save puts the switch back (the request client shows the server's message).
 */
export default function ChangeCalendarSetting(_props: ChangeCalendarSettingProps) {
  usePluginTexts(CALENDAR_LOCALES);
  const t = useT();
  const setting = useRequest((signal, rt) => rt.request.get<unknown>(rt.request.path('business', calendarPaths.getSetting), { signal, silent: true }).then(readSetting), []);
  return (
    <div className="sd-cal-setting" data-testid="calendar-setting">
      <RequestBoundary request={setting} errorTitle={t('changeCalendar.settingsLoadFailed')} skeletonRows={2} testId="calendar-setting">
        {(loaded) => <SettingForm initial={loaded} />}
      </RequestBoundary>
    </div>
  );
}

const SWITCHES = [
  { key: 'isHideClose', label: 'changeCalendar.hideClose', hint: 'changeCalendar.hideCloseHint' },
  { key: 'isHideFinish', label: 'changeCalendar.hideFinish', hint: 'changeCalendar.hideFinishHint' },
] as const;

function SettingForm({ initial }: { initial: CalendarSetting }) {
  const t = useT();
  const runtime = useRuntime();
  const id = useId();
  const [setting, setSetting] = useState(initial);
  const [saving, setSaving] = useState(false);

  const toggle = (key: keyof CalendarSetting) => {
    if (saving) return;
    const previous = setting;
    const next = { ...setting, [key]: !setting[key] };
    setSetting(next);
    setSaving(true);
    runtime.request
      .post(runtime.request.path('business', calendarPaths.saveSetting), saveSettingBody(next))
      .then(
        () => runtime.bus.emit('toast:show', { type: 'success', message: t('changeCalendar.saved') }),
        () => setSetting(previous),
      )
      .finally(() => setSaving(false));
  };

  return (
    <ul className="sd-cal-setting__list" aria-busy={saving || undefined}>
      {SWITCHES.map(({ key, label, hint }) => (
        <li key={key} className="sd-cal-setting__row">
          <span className="sd-cal-setting__text">
            <span id={`${id}-${key}`} className="sd-cal-setting__label">
              {t(label)}
            </span>
            <span id={`${id}-${key}-hint`} className="sd-cal-setting__hint">
              {t(hint)}
            </span>
          </span>
          <label className="sd-switch">
            <input
              type="checkbox"
              role="switch"
              className="sd-switch-input"
              checked={setting[key]}
              aria-labelledby={`${id}-${key}`}
              aria-describedby={`${id}-${key}-hint`}
              aria-disabled={saving || undefined}
              onChange={() => toggle(key)}
              data-testid={`calendar-setting-${key}`}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
