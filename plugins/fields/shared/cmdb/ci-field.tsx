// The CI picker field shared by CONFIGURATION_ITEM and CMDB_CONFIG: the chosen CIs as chips (name and code, each
// removable by its own button), a trigger that opens the picker of the model's CIs, and a hint when no model is set.
import { useEffect, useId, useMemo, useState } from 'react';
import { AddOutline, CloseOutline, RightOutline } from 'antd-mobile-icons';
import { textLang } from '@core';
import { useRequest } from '@react';
import { useFieldA11y } from '@react/form/field-a11y';
import { isInteractive, useFadedStyle, useFieldEnv } from '../field-env';
import { lazyCode, LazyCodeFailure } from '../lazy-code';
import { usePopupTriggerProps } from '../popup-trigger';
import type { FieldEditProps } from '../types';
import { useLazyPicker } from '../use-lazy-picker';
import { fetchCisByIds, toCiItems, type CiSummary, type CiValueItem } from './model';
import '../fields.css';
import './cmdb.css';

// The picker sheets (antd-mobile Popup, search, paging, the focus trap) load on first open.
export const cmdbPickersCode = lazyCode(() => import('./pickers'));

/** Props of {@link CiPickerField}. */
export interface CiPickerFieldProps extends FieldEditProps<CiValueItem[]> {
  /** The model whose CIs may be chosen; without one the field cannot be opened and says why (`blockedHint`). */
  modelId?: string;
  /** Several CIs. @default false */
  multiple?: boolean;
  /** The picker's title. @default the form row's title, else "Select configuration items" */
  title?: string;
  /** Shown (and the field locked) while there is no model. @default "No configuration item model is set" */
  blockedHint?: string;
  /** Search debounce in ms (tests). */
  searchDebounceMs?: number;
}

/**
 * A field choosing CIs of one model. The value is always a list of `{ciId, ciName, modelId}` (one entry when
 * single); a chip's remove button takes its CI out; the trigger opens the picker (Add when multiple, Change when
 * single and chosen). The codes of stored CIs are looked up once (`/cmdb/ciList` by ids).
 */
export function CiPickerField(props: CiPickerFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, modelId, title, blockedHint, searchDebounceMs } = props;
  const multiple = props.multiple ?? false;
  const { t, language } = useFieldEnv();
  const items = useMemo(() => toCiItems(value), [value]);
  const blocked = !modelId;
  // Editable: chips can be removed; interactive: the picker can be opened too (it needs a model).
  const editable = isInteractive({ disabled, readOnly });
  const interactive = editable && !blocked;
  const rowTitle = useFieldA11y()?.title;
  const dialogTitle = title || rowTitle || t('cmdbField.pickTitle');
  const hintId = useId();
  const faded = useFadedStyle({ disabled, readOnly });

  // Codes of the CIs: learnt from the picker's pages, and looked up for stored CIs the picker has not listed.
  const [codes, setCodes] = useState<ReadonlyMap<string, string>>(() => new Map());
  const learn = (cis: readonly CiSummary[]) =>
    setCodes((prev) => {
      const fresh = cis.filter((ci) => prev.get(ci.ciId) !== ci.code);
      if (fresh.length === 0) return prev;
      const next = new Map(prev);
      for (const ci of fresh) next.set(ci.ciId, ci.code);
      return next;
    });
  const missing = items.filter((item) => !codes.has(item.ciId)).map((item) => item.ciId);
  const missingKey = missing.join(',');
  const lookup = useRequest((signal, rt) => fetchCisByIds(rt.request, missingKey.split(','), { signal }), [missingKey], { enabled: missing.length > 0 });
  useEffect(() => {
    if (!lookup.data || lookup.loading) return;
    // Ids the server does not know keep no code (an empty one: not asked again).
    const found = new Map(lookup.data.map((ci) => [ci.ciId, ci] as const));
    learn(missingKey.split(',').map((ciId) => found.get(ciId) ?? { ciId, ciName: '', modelId: '', modelName: '', code: '', tags: {} }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup.data, lookup.loading]);

  const { picker, open, expanded, busy, openPicker, close } = useLazyPicker(cmdbPickersCode, { interactive, onFocus, onBlur });
  const trigger = usePopupTriggerProps({ interactive, readOnly, expanded, label: title || rowTitle, busy, onPrefetch: picker.prefetch, onOpen: openPicker });
  const describedBy = [trigger['aria-describedby'], blocked ? hintId : undefined].filter(Boolean).join(' ') || undefined;
  const remove = (ciId: string) => onChange?.(items.filter((item) => item.ciId !== ciId));
  const triggerText = items.length === 0 ? placeholder || t('fields.pleaseSelect') : multiple ? t('cmdbField.add') : t('cmdbField.change');

  return (
    <div className="sd-cmdb-field" style={faded} data-testid="ci-field">
      {items.length > 0 ? (
        <ul className="sd-cmdb-chips" aria-label={t('cmdbField.selected')} data-testid="ci-chips">
          {items.map((item) => {
            const code = codes.get(item.ciId);
            return (
              <li key={item.ciId} className={`sd-cmdb-chip${editable ? '' : ' sd-cmdb-chip--locked'}`} data-ci-id={item.ciId} data-testid="ci-chip">
                <span className="sd-cmdb-chip-text">
                  <span className="sd-cmdb-name" lang={textLang(item.ciName, language)}>
                    {item.ciName}
                  </span>
                  {code ? <span className="sd-cmdb-code">{t('cmdbField.code', { code })}</span> : null}
                </span>
                {editable ? (
                  <button type="button" className="sd-icon-button sd-cmdb-remove" aria-label={t('cmdbField.remove', { name: item.ciName })} onClick={() => remove(item.ciId)} data-testid="ci-chip-remove">
                    <CloseOutline aria-hidden="true" />
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {items.length === 0 || editable ? (
        <button {...trigger} aria-describedby={describedBy} className={`sd-picker-trigger${interactive ? '' : ' sd-picker-trigger--locked'}`} data-testid="ci-trigger">
          <span className="sd-picker-trigger-value">
            {items.length > 0 && multiple ? <AddOutline aria-hidden="true" /> : null}
            <span className={items.length === 0 ? 'sd-picker-placeholder' : 'sd-picker-text'}>{triggerText}</span>
          </span>
          {interactive ? <RightOutline className="sd-picker-arrow" aria-hidden="true" /> : null}
        </button>
      ) : null}
      {blocked ? (
        <div id={hintId} className="sd-cmdb-hint" data-testid="ci-field-hint">
          {blockedHint ?? t('cmdbField.noModel')}
        </div>
      ) : null}
      {interactive && open ? <LazyCodeFailure state={picker} /> : null}
      {interactive && modelId && picker.module ? (
        <picker.module.CiPicker
          visible={open}
          title={dialogTitle}
          modelId={modelId}
          multiple={multiple}
          selected={items}
          searchDebounceMs={searchDebounceMs}
          onSeen={learn}
          onClose={close}
          onCommit={(next) => onChange?.(next)}
        />
      ) : null}
    </div>
  );
}
