import { useMemo, useState } from 'react';
import { Popup } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { textLang } from '@core';
import { DialogFocus, useLanguage, useT } from '@react';
import { isSelectable, toggleValue } from '../shared/options';
import { PickerFooter } from '../shared/picker-footer';
import { PickerHeader } from '../shared/picker-header';
import { useSelectionDraft } from '../shared/use-selection-draft';
import { CheckBox, type TreePickerProps } from './picker-parts';
import { columnAllState, columnsOf, openInColumn, toggleColumnAll } from './tree';
import './multi-select.css';

/** Props of {@link ColumnsPopup}. */
export type ColumnsPopupProps = TreePickerProps;

/**
 * The inline picker of a tree under 4 levels (form-widgets §2): up to three
 * columns side by side, each with an 'all' checkbox; tapping an option with
 * children opens them in the next column. Reset clears the selection and
 * the opened columns; Confirm writes the ids back.
 */
export function ColumnsPopup({ visible, title, options, selected, loading, onClose, onCommit }: ColumnsPopupProps) {
  const t = useT();
  const language = useLanguage();
  const [activePath, setActivePath] = useState<string[]>([]);
  const [draft, setDraft] = useSelectionDraft(visible, selected, () => setActivePath([]));

  const columns = useMemo(() => columnsOf(options, activePath), [options, activePath]);
  const reset = () => {
    setDraft([]);
    setActivePath([]);
  };
  const commit = () => {
    onCommit(draft);
    onClose();
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyClassName="sd-picker-popup" destroyOnClose>
      <DialogFocus open={visible} label={title} onEscape={onClose}>
      <div className="sd-picker" data-testid="multi-select-columns">
        <PickerHeader title={title} leftText={t('multiSelect.cancel')} onLeft={onClose} />
        {loading && options.length === 0 ? (
          <div className="sd-option-status">{t('multiSelect.loading')}</div>
        ) : options.length === 0 ? (
          <div className="sd-option-status">{t('multiSelect.noData')}</div>
        ) : (
          <div className="sd-ms-columns" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}>
            {columns.map((column, level) => {
              const all = columnAllState(column, draft);
              return (
                <div className="sd-ms-column" key={level} role="group" aria-label={t('multiSelect.columnLabel', { level: level + 1 })} data-testid={`ms-column-${level}`}>
                  <div className="sd-ms-item sd-ms-item--all">
                    <CheckBox
                      checked={all.checked}
                      indeterminate={all.indeterminate}
                      disabled={all.values.length === 0}
                      label={`${t('multiSelect.all')} (${t('multiSelect.columnLabel', { level: level + 1 })})`}
                      onChange={() => setDraft(toggleColumnAll(column, draft))}
                    />
                    <span className="sd-ms-label">{t('multiSelect.all')}</span>
                  </div>
                  {column.map((option) => {
                    const usable = isSelectable(option);
                    const hasChildren = Boolean(option.children?.length) && level < 2;
                    const open = activePath[level] === option.value;
                    const checked = draft.includes(option.value);
                    const onRow = () => {
                      if (hasChildren) setActivePath(openInColumn(activePath, level, option.value));
                      else if (usable) setDraft(toggleValue(draft, option.value));
                    };
                    return (
                      <div
                        key={option.value}
                        className={`sd-ms-item${open ? ' sd-ms-item--open' : ''}${checked ? ' sd-ms-item--checked' : ''}${usable ? '' : ' sd-ms-item--disabled'}`}
                        onClick={onRow}
                        data-value={option.value}
                      >
                        <CheckBox checked={checked} disabled={!usable} label={option.label} onChange={() => setDraft(toggleValue(draft, option.value))} />
                        <span className="sd-ms-label" lang={textLang(option.label, language)}>
                          {option.label}
                        </span>
                        {hasChildren ? (
                          <button
                            type="button"
                            className="sd-ms-drill sd-ms-arrow"
                            aria-label={t('multiSelect.drillDown', { label: option.label })}
                            aria-expanded={open}
                            onClick={(event) => {
                              event.stopPropagation();
                              onRow();
                            }}
                          >
                            <RightOutline aria-hidden="true" />
                          </button>
                        ) : null}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        )}
        <PickerFooter leftText={t('multiSelect.reset')} onLeft={reset} confirmText={t('multiSelect.confirmWithCount', { count: draft.length })} onConfirm={commit} />
      </div>
      </DialogFocus>
    </Popup>
  );
}
