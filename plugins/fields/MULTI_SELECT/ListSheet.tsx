import { useEffect, useMemo, useRef, useState } from 'react';
import { Popup, SearchBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import type { OptionItem } from '@core/form/types';
import { textLang } from '@core';
import { DialogFocus, useLanguage, useT } from '@react';
import { isSelectable, toggleValue } from '../shared/options';
import { Breadcrumbs } from '../shared/breadcrumbs';
import { PickerFooter } from '../shared/picker-footer';
import { PickerHeader } from '../shared/picker-header';
import { useSelectionDraft } from '../shared/use-selection-draft';
import { CheckBox, type TreePickerProps } from './picker-parts';
import { breadcrumbsOf, childrenOf, DROPDOWN_SEARCH_DEBOUNCE_MS, indexTree, searchTree } from './tree';
import './multi-select.css';

/** Props of {@link ListSheet}. */
export interface ListSheetProps extends TreePickerProps {
  /** Search debounce in ms. @default 500 */
  searchDebounceMs?: number;
}

/**
 * The picker of a tree of 4 levels or more (form-widgets §2): a full sheet
 * with a search box, breadcrumbs and a list of one level; an option with
 * children drills down, a breadcrumb goes back up. Search looks at every
 * level and shows each hit with its path.
 */
export function ListSheet({ visible, title, options, selected, loading, onClose, onCommit, searchDebounceMs = DROPDOWN_SEARCH_DEBOUNCE_MS }: ListSheetProps) {
  const t = useT();
  const language = useLanguage();
  const [parentId, setParentId] = useState('');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [draft, setDraft] = useSelectionDraft(visible, selected, () => {
    setParentId('');
    setTyped('');
    setKeyword('');
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const index = useMemo(() => indexTree(options), [options]);
  const searching = keyword.trim() !== '';
  const rows: Array<{ option: OptionItem; path?: string[] }> = useMemo(
    () => (searching ? searchTree(options, keyword) : childrenOf(options, index, parentId).map((option) => ({ option }))),
    [searching, options, keyword, index, parentId],
  );
  const crumbs = breadcrumbsOf(parentId, index, t('multiSelect.root'));

  const search = (next: string) => {
    setTyped(next);
    clearTimeout(timer.current);
    if (next.trim() === '') {
      setKeyword('');
      return;
    }
    timer.current = setTimeout(() => setKeyword(next), searchDebounceMs);
  };
  const commit = () => {
    onCommit(draft);
    onClose();
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} position="bottom" bodyClassName="sd-picker-popup sd-ms-sheet" destroyOnClose>
      <DialogFocus open={visible} label={title} onEscape={onClose}>
      <div className="sd-picker" data-testid="multi-select-sheet">
        <PickerHeader title={title} leftText={t('multiSelect.cancel')} onLeft={onClose} rightText={t('multiSelect.reset')} onRight={() => setDraft([])} rightDisabled={draft.length === 0} />
        <div className="sd-picker-search">
          <SearchBar value={typed} onChange={search} onClear={() => search('')} placeholder={t('multiSelect.searchPlaceholder')} clearable />
        </div>
        {searching ? null : <Breadcrumbs crumbs={crumbs} onSelect={(value) => setParentId(value)} />}
        <div className="sd-option-list" role="list">
          {loading && options.length === 0 ? (
            <div className="sd-option-status">{t('multiSelect.loading')}</div>
          ) : rows.length === 0 ? (
            <div className="sd-option-status">{t('multiSelect.noData')}</div>
          ) : (
            rows.map(({ option, path }) => {
              const usable = isSelectable(option);
              const checked = draft.includes(option.value);
              const hasChildren = !searching && Boolean(option.children?.length);
              return (
                <div role="listitem" key={option.value} className={`sd-option${checked ? ' sd-option--selected' : ''}${usable ? '' : ' sd-option--disabled'}`} data-value={option.value}>
                  <CheckBox checked={checked} disabled={!usable} label={option.label} onChange={() => setDraft(toggleValue(draft, option.value))} />
                  <span className="sd-option-label" onClick={() => (hasChildren ? setParentId(option.value) : usable && setDraft(toggleValue(draft, option.value)))}>
                    <span lang={textLang(option.label, language)}>{option.label}</span>
                    {path && path.length > 1 ? <span className="sd-ms-path">{path.join(' / ')}</span> : null}
                  </span>
                  {hasChildren ? (
                    <button type="button" className="sd-ms-drill" aria-label={t('multiSelect.drillDown', { label: option.label })} onClick={() => setParentId(option.value)}>
                      <RightOutline />
                    </button>
                  ) : null}
                </div>
              );
            })
          )}
        </div>
        <PickerFooter leftText={t('multiSelect.cancel')} onLeft={onClose} confirmText={t('multiSelect.confirmWithCount', { count: draft.length })} onConfirm={commit} />
      </div>
      </DialogFocus>
    </Popup>
  );
}
