import { useState } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { textLang } from '@core';
import { DialogFocus, useLanguage, useT } from '@react';
import { PickerHeader } from './picker-header';
import { selectedItems } from './options';
import './fields.css';

/** Props of {@link SelectedPopup}. */
export interface SelectedPopupProps {
  visible: boolean;
  selected: readonly string[];
  labels: ReadonlyMap<string, string>;
  /** The new selection after removing items or clearing. */
  onChange: (selected: string[]) => void;
  /** Back to the option list. */
  onBack: () => void;
}

/** The selected-items popup (form-widgets §2): search, back and clear; each item can be removed. */
export function SelectedPopup({ visible, selected, labels, onChange, onBack }: SelectedPopupProps) {
  const t = useT();
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const items = selectedItems(selected, labels, keyword);
  const back = () => {
    setKeyword('');
    onBack();
  };
  return (
    <Popup visible={visible} onMaskClick={back} position="bottom" bodyClassName="sd-picker-popup" destroyOnClose>
      <DialogFocus open={visible} label={t('fields.selectedTitle', { count: selected.length })} onEscape={back}>
      <div className="sd-picker" data-testid="selected-popup">
        <PickerHeader
          title={t('fields.selectedTitle', { count: selected.length })}
          leftText={t('options.back')}
          onLeft={back}
          rightText={t('options.clear')}
          onRight={() => onChange([])}
          rightDisabled={selected.length === 0}
        />
        <div className="sd-picker-search">
          <SearchBar value={keyword} onChange={setKeyword} placeholder={t('options.searchPlaceholder')} clearable />
        </div>
        <ul className="sd-selected-list" aria-label={t('options.selected')}>
          {items.map((item) => (
            <li key={item.value} className="sd-selected-item">
              <span className="sd-option-label" lang={textLang(item.label, language)}>
                {item.label}
              </span>
              <button
                type="button"
                className="sd-selected-remove"
                aria-label={t('fields.removeItem', { label: item.label })}
                onClick={() => onChange(selected.filter((v) => v !== item.value))}
              >
                <CloseOutline />
              </button>
            </li>
          ))}
          {items.length === 0 ? (
            <li className="sd-option-status" role="status">
              {t('options.noData')}
            </li>
          ) : null}
        </ul>
      </div>
      </DialogFocus>
    </Popup>
  );
}
