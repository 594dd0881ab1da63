import { useId, useState } from 'react';
import { Button } from 'antd-mobile';
import { DownOutline, UnorderedListOutline, UpOutline } from 'antd-mobile-icons';
import { RequestBoundary, useLanguage, useRequest, useRuntime, useT } from '@react';
import {
  moduleOf,
  QUERY_TYPES,
  readModules,
  saveBody,
  settingsPaths,
  validateModules,
  type ModuleSetting,
  type SettingsKind,
  type SettingsProblem,
} from './model';
import './events';
import './home-settings.css';

import type { HomeSettingsProps } from './props';
import { usePluginTexts } from '@react/hooks/use-plugin-texts';
import { homeSettingsTexts } from './locales';
import { useSortableRows } from '../shared/use-sortable-rows';

/** The block's texts, added when it first renders (they load with its code). */
const LOCALES = { homeSettings: homeSettingsTexts };

export type { HomeSettingsProps } from './props';

function Editor({ kind, initial }: { kind: SettingsKind; initial: ModuleSetting[] }) {
  const t = useT();
  const runtime = useRuntime();
  const language = useLanguage();
  const lang = language === 'en' ? 'en' : 'zh';
  const [modules, setModules] = useState(initial);
  const [problems, setProblems] = useState<SettingsProblem[] | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const ids = useId();

  const nameOf = (module: ModuleSetting) => moduleOf(module.key)?.label[lang] ?? module.key;

  // After a shown problem, the messages follow the edits (they vanish once the rule holds again).
  const update = (next: ModuleSetting[]) => {
    setModules(next);
    if (problems) setProblems(validateModules(kind, next, lang));
  };

  const { rowProps, buttons, move, onDragStart, onDragMove, onDragEnd } = useSortableRows(modules, (module) => module.key, (next, module, to) => {
    update(next);
    setAnnouncement(t('homeSettings.moved', { name: nameOf(module), position: to + 1 }));
  });

  const save = () => {
    const found = validateModules(kind, modules, lang);
    setProblems(found);
    if (found.length > 0 || saving) return;
    setSaving(true);
    const body = saveBody(kind, modules);
    // A failure is the request client's toast with the server's message; the edits stay.
    runtime.request
      .post(runtime.request.path('business', settingsPaths.save), body)
      .then(
        () => {
          runtime.bus.emit('toast:show', { type: 'success', message: t('homeSettings.saved') });
          runtime.bus.emit('homeSettings:saved', { queryType: body.queryType, modules: body.queryContent.modules });
        },
        () => undefined,
      )
      .finally(() => setSaving(false));
  };

  const problemText = (problem: SettingsProblem) =>
    problem.code === 'tooFew'
      ? t(problem.kind === 'banner' ? 'homeSettings.tooFewBanner' : 'homeSettings.tooFewTab', { min: problem.min })
      : t('homeSettings.duplicateLabel', { label: problem.label });

  return (
    <div className="sd-settings" data-testid="home-settings" data-kind={kind}>
      <p className="sd-settings-hint" id={`${ids}-hint`}>
        {t(kind === 'banner' ? 'homeSettings.bannerHint' : 'homeSettings.tabHint', { min: kind === 'banner' ? 4 : 1 })}
      </p>
      <ul
        className="sd-settings-list"
        aria-label={t(kind === 'banner' ? 'homeSettings.listLabelBanner' : 'homeSettings.listLabelTab')}
        aria-describedby={`${ids}-hint`}
        onPointerMove={onDragMove}
        onPointerUp={onDragEnd}
        onPointerCancel={onDragEnd}
      >
        {modules.map((module, index) => {
          const name = nameOf(module);
          const checkId = `${ids}-${module.key}`;
          const duplicate = problems?.some((problem) => problem.code === 'duplicateLabel' && problem.keys.includes(module.key));
          return (
            <li
              key={module.key}
              {...rowProps(module.key)}
              data-testid="settings-row"
              data-key={module.key}
            >
              {/* Pointer only: the move buttons are the keyboard's and screen readers' way to reorder. */}
              <span className="sd-icon-button sd-sortable-handle" aria-hidden="true" title={t('homeSettings.drag')} onPointerDown={onDragStart(module.key)} data-testid="settings-handle">
                <UnorderedListOutline />
              </span>
              <label className="sd-settings-check" htmlFor={checkId}>
                <input
                  id={checkId}
                  type="checkbox"
                  checked={!module.isHidden}
                  aria-label={t('homeSettings.show', { name })}
                  onChange={(event) => update(modules.map((item) => (item.key === module.key ? { ...item, isHidden: !event.target.checked } : item)))}
                  data-testid="settings-show"
                />
                <span className="sd-settings-name">{name}</span>
              </label>
              {kind === 'tab' ? (
                <input
                  type="text"
                  className="sd-settings-label"
                  value={module.label ?? ''}
                  placeholder={name}
                  maxLength={20}
                  aria-label={t('homeSettings.customLabel', { name })}
                  aria-invalid={duplicate || undefined}
                  onChange={(event) => update(modules.map((item) => (item.key === module.key ? { ...item, label: event.target.value } : item)))}
                  data-testid="settings-label"
                />
              ) : null}
              <button
                type="button"
                className="sd-icon-button sd-settings-move"
                ref={(button) => {
                  if (button) buttons.current.set(`${module.key}:up`, button);
                }}
                aria-label={t('homeSettings.moveUp', { name })}
                disabled={index === 0}
                onClick={() => move(index, index - 1, true)}
              >
                <UpOutline aria-hidden="true" />
              </button>
              <button
                type="button"
                className="sd-icon-button sd-settings-move"
                ref={(button) => {
                  if (button) buttons.current.set(`${module.key}:down`, button);
                }}
                aria-label={t('homeSettings.moveDown', { name })}
                disabled={index === modules.length - 1}
                onClick={() => move(index, index + 1, true)}
              >
                <DownOutline aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
      <p className="sd-visually-hidden" role="status">
        {announcement}
      </p>
      <div role="alert" className="sd-settings-problems" data-testid="settings-problems">
        {problems && problems.length > 0 ? (
          <>
            <span>{t('homeSettings.fixProblems')}</span>
            <ul>
              {problems.map((problem) => (
                <li key={problem.code === 'tooFew' ? 'tooFew' : `dup-${problem.label}`}>{problemText(problem)}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="sd-settings-footer">
        <Button block color="primary" loading={saving} onClick={save} data-testid="settings-save">
          {t('homeSettings.save')}
        </Button>
      </div>
    </div>
  );
}

/**
 * /settingBanner and /settingTab: the modules of the navigation banner or of the bottom tab, each
 * shown or not, reordered by drag handle or by the move buttons, tabs with their own names. Loaded
 * with GET listQueryDef/get (a failure or nothing stored gives the defaults, silently), checked by
 * the spec's rules before POST listQueryDef/save.
 */
export default function HomeSettings({ kind }: HomeSettingsProps) {
  usePluginTexts(LOCALES);
  const loaded = useRequest(
    (signal, rt) =>
      rt.request
        .get<unknown>(rt.request.path('business', settingsPaths.get), { params: { queryType: QUERY_TYPES[kind] }, signal, silent: true })
        .then(
          (data) => readModules(kind, data),
          () => readModules(kind, undefined),
        ),
    [kind],
  );
  return (
    <RequestBoundary request={loaded} testId="home-settings">
      {(modules) => <Editor key={kind} kind={kind} initial={modules} />}
    </RequestBoundary>
  );
}
