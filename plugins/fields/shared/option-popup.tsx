import { useState } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import type { OptionSourceState } from '@core/form/options';
import { DialogFocus, useT } from '@react';
import { OptionList } from './option-list';
import { optionRows, selectAllState, toggleAll, toggleValue } from './options';
import { PickerFooter } from './picker-footer';
import { PickerHeader } from './picker-header';
import { SelectedPopup } from './selected-popup';
import { useSelectionDraft } from './use-selection-draft';
import './fields.css';

/** Props of {@link OptionPopup}. */
export interface OptionPopupProps {
  visible: boolean;
  /** Popup title (the field title, else "Please select"). */
  title: string;
  /** Accessible name of the dialog. @default title */
  dialogLabel?: string;
  /** Multi-select (select-all, selected-items popup, Cancel / OK with count) or single. */
  multiple: boolean;
  state: OptionSourceState;
  labels: ReadonlyMap<string, string>;
  /** The stored selection. */
  selected: readonly string[];
  /** Debounced by the option source; a newer keyword supersedes an older one. */
  onSearch: (keyword: string) => void;
  onLoadMore: () => void;
  onClose: () => void;
  /** Single: the tapped value, or [] for clear. Multi: the confirmed list. */
  onCommit: (values: string[]) => void;
}

/**
 * The option picker popup (form-widgets §2): search box with clear icon,
 * the option list; single mode commits on tap and has a clear action; multi
 * mode edits a draft with select-all and its count, opens the selected-items
 * popup, and commits with OK (count) or drops the draft with Cancel.
 */
export function OptionPopup({ visible, title, dialogLabel, multiple, state, labels, selected, onSearch, onLoadMore, onClose, onCommit }: OptionPopupProps) {
  const t = useT();
  const [keyword, setKeyword] = useState('');
  const [draft, setDraft] = useSelectionDraft(visible, selected);
  const [showSelected, setShowSelected] = useState(false);

  const rows = optionRows(state.options);
  const close = () => {
    if (keyword) {
      setKeyword('');
      onSearch('');
    }
    setShowSelected(false);
    onClose();
  };
  const commit = (values: string[]) => {
    onCommit(values);
    close();
  };
  const search = (next: string) => {
    setKeyword(next);
    onSearch(next);
  };
  const all = selectAllState(rows, draft);

  return (
    <>
      <Popup visible={visible} onMaskClick={close} position="bottom" bodyClassName="sd-picker-popup" destroyOnClose>
        <DialogFocus open={visible} label={dialogLabel ?? title} onEscape={close}>
        <div className="sd-picker" data-testid="option-popup">
          <PickerHeader
            title={title}
            leftText={t('options.cancel')}
            onLeft={close}
            rightText={t('options.clear')}
            onRight={multiple ? () => setDraft([]) : () => commit([])}
            rightDisabled={multiple ? draft.length === 0 : selected.length === 0}
          />
          <div className="sd-picker-search">
            <SearchBar value={keyword} onChange={search} onClear={() => search('')} placeholder={t('options.searchPlaceholder')} clearable />
          </div>
          {multiple ? (
            <div className="sd-picker-bar">
              <label className="sd-select-all">
                <input
                  type="checkbox"
                  checked={all.checked}
                  ref={(el) => {
                    if (el) el.indeterminate = all.indeterminate;
                  }}
                  disabled={all.values.length === 0}
                  onChange={() => setDraft(toggleAll(rows, draft))}
                />
                <span className={`sd-option-box${all.checked ? ' sd-option-box--checked' : all.indeterminate ? ' sd-option-box--partial' : ''}`} aria-hidden="true" />
                {t('options.selectAll')}
              </label>
              <button type="button" className="sd-picker-count" onClick={() => setShowSelected(true)} disabled={draft.length === 0}>
                {t('options.selectedCount', { count: draft.length })}
              </button>
            </div>
          ) : null}
          <OptionList
            rows={rows}
            selected={multiple ? draft : selected}
            multiple={multiple}
            loading={state.loading}
            label={dialogLabel ?? title}
            onToggle={(value) => (multiple ? setDraft(toggleValue(draft, value)) : commit([value]))}
            onLoadMore={state.hasMore ? onLoadMore : undefined}
          />
          {multiple ? (
            <PickerFooter leftText={t('options.cancel')} onLeft={close} confirmText={t('options.confirmWithCount', { count: draft.length })} onConfirm={() => commit(draft)} />
          ) : null}
        </div>
        </DialogFocus>
      </Popup>
      {multiple ? <SelectedPopup visible={visible && showSelected} selected={draft} labels={labels} onChange={setDraft} onBack={() => setShowSelected(false)} /> : null}
    </>
  );
}
