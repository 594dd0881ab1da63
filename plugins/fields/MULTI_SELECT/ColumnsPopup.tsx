import { useEffect, useMemo, useState } from 'react';
import { Button, Popup } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { OptionItem } from '../../../src/core/form/types';
import { useT } from '../../../src/react';
import { isSelectable, toggleValue } from '../shared/options';
import { PickerHeader } from '../shared/picker-header';
import { columnAllState, columnsOf, openInColumn, toggleColumnAll } from './tree';
import './multi-select.css';

/** Props of {@link ColumnsPopup}. */
export interface ColumnsPopupProps {
  visible: boolean;
  title: string;
  options: readonly OptionItem[];
  /** The stored selection (ids). */
  selected: readonly string[];
  loading: boolean;
  onClose: () => void;
  onCommit: (ids: string[]) => void;
}

/** A box drawn like the other pickers' checkboxes; the real input stays for keyboard and screen readers. */
export function CheckBox({ checked, indeterminate = false, disabled = false, label, onChange }: { checked: boolean; indeterminate?: boolean; disabled?: boolean; label: string; onChange: () => void }) {
  return (
    <label className={`sd-ms-check${disabled ? ' sd-ms-check--disabled' : ''}`} onClick={(event) => event.stopPropagation()}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        ref={(el) => {
          if (el) el.indeterminate = indeterminate;
        }}
        onChange={onChange}
      />
      <span className={`sd-option-box${checked ? ' sd-option-box--checked' : indeterminate ? ' sd-option-box--partial' : ''}`} aria-hidden="true" />
    </label>
  );
}

/**
 * The inline picker of a tree under 4 levels (form-widgets §2): up to three
 * columns side by side, each with an 'all' checkbox; tapping an option with
 * children opens them in the next column. Reset clears the selection and
 * the opened columns; Confirm writes the ids back.
 */
export function ColumnsPopup({ visible, title, options, selected, loading, onClose, onCommit }: ColumnsPopupProps) {
  const t = useT();
  const [draft, setDraft] = useState<string[]>([...selected]);
  const [activePath, setActivePath] = useState<string[]>([]);
  const selectedKey = selected.join('\u0000');

  useEffect(() => {
    if (visible) {
      setDraft([...selected]);
      setActivePath([]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [visible, selectedKey]);

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
      <div className="sd-picker" data-testid="multi-select-columns">
        <PickerHeader title={title} leftText={t('fieldsExtra.multiSelect.cancel')} onLeft={onClose} />
        {loading && options.length === 0 ? (
          <div className="sd-option-status">{t('fieldsExtra.multiSelect.loading')}</div>
        ) : options.length === 0 ? (
          <div className="sd-option-status">{t('fieldsExtra.multiSelect.noData')}</div>
        ) : (
          <div className="sd-ms-columns" style={{ gridTemplateColumns: `repeat(${columns.length}, minmax(0, 1fr))` }}>
            {columns.map((column, level) => {
              const all = columnAllState(column, draft);
              return (
                <div className="sd-ms-column" key={level} role="group" aria-label={t('fieldsExtra.multiSelect.columnLabel', { level: level + 1 })} data-testid={`ms-column-${level}`}>
                  <div className="sd-ms-item sd-ms-item--all">
                    <CheckBox
                      checked={all.checked}
                      indeterminate={all.indeterminate}
                      disabled={all.values.length === 0}
                      label={`${t('fieldsExtra.multiSelect.all')} (${t('fieldsExtra.multiSelect.columnLabel', { level: level + 1 })})`}
                      onChange={() => setDraft(toggleColumnAll(column, draft))}
                    />
                    <span className="sd-ms-label">{t('fieldsExtra.multiSelect.all')}</span>
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
                        <span className="sd-ms-label">{option.label}</span>
                        {hasChildren ? <RightOutline className="sd-ms-arrow" aria-label={t('fieldsExtra.multiSelect.drillDown', { label: option.label })} /> : null}
                      </div>
                    );
                  })}
                </div>
              );
            })}
          </div>
        )}
        <div className="sd-picker-footer">
          <Button block onClick={reset}>
            {t('fieldsExtra.multiSelect.reset')}
          </Button>
          <Button block color="primary" onClick={commit}>
            {t('fieldsExtra.multiSelect.confirmWithCount', { count: draft.length })}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
