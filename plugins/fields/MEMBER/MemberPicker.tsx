import { useRef, useState, useSyncExternalStore, type UIEvent } from 'react';
import { Popup, SearchBar, Tabs, Tag } from 'antd-mobile';
import { DownOutline, RightOutline } from 'antd-mobile-icons';
import { shouldLoadMore } from '@core/form/options';
import { textLang } from '@core';
import { DialogFocus, useLanguage, useRuntime, useT } from '@react';
import { Breadcrumbs } from '../shared/breadcrumbs';
import { CheckBox } from '../shared/check-box';
import { selectAllState, toggleAll, toggleValue, type OptionRow } from '../shared/options';
import { PickerFooter } from '../shared/picker-footer';
import { PickerHeader } from '../shared/picker-header';
import { SelectedPopup } from '../shared/selected-popup';
import { useSelectionDraft } from '../shared/use-selection-draft';
import type { MemberDirectory } from './directory';
import { formatWorkOrderCount } from './extras';
import { isRowSelectable, isUnselectable, memberKey, memberLabel, type MemberMappedProps, type MemberRow, type MemberValueItem } from './normalize';
import './member.css';

/** Props of {@link MemberPicker}. */
export interface MemberPickerProps extends Pick<MemberMappedProps, 'selectType' | 'multiple' | 'unSelected' | 'unSelectedToast'> {
  visible: boolean;
  /** The field title. */
  title: string;
  directory: MemberDirectory;
  /** The stored selection. */
  selected: readonly MemberValueItem[];
  onClose: () => void;
  /** Single: the tapped entry, or [] for clear. Multi: the confirmed list. */
  onCommit: (items: MemberValueItem[]) => void;
  /** The first breadcrumb. @default "All groups" (the department picker: "Organisation structure") */
  rootLabel?: string;
  /** @default by selectType */
  searchPlaceholder?: string;
}

/** Why a user row cannot be chosen (status 1 is normal): a translation key, or undefined. */
function statusReason(row: MemberRow): string | undefined {
  if (row.kind !== 'user' || row.status === 1) return undefined;
  return row.status === 2 ? 'member.statusDisabled' : row.status === 3 ? 'member.statusDeleted' : 'member.statusUnavailable';
}

/**
 * The user/group picker sheet (form-widgets §2, §4): 95% of the viewport,
 * title, keyword search, the selected tags (the arrow opens the selected
 * list), breadcrumbs of the opened groups, a check list, and in multi mode
 * select-all plus Cancel / OK (count; disabled while nothing is selected).
 * A single choice confirms at once. With selectType all a search shows the
 * user-group and user tabs. Ids in unSelected are refused with an error toast;
 * group rows are disabled in person mode and user rows in group mode.
 */
export function MemberPicker({ visible, title, directory, selected, multiple, selectType, unSelected, unSelectedToast, onClose, onCommit, rootLabel, searchPlaceholder }: MemberPickerProps) {
  const t = useT();
  const language = useLanguage();
  const runtime = useRuntime();
  const state = useSyncExternalStore(directory.subscribe, directory.getState, directory.getState);
  const [typed, setTyped] = useState('');
  const [showSelected, setShowSelected] = useState(false);
  // Every entry seen (stored ones and listed rows), so a draft key always has its entry and label.
  const known = useRef(new Map<string, MemberValueItem>());
  for (const item of selected) known.current.set(memberKey(item), item);
  for (const row of state.rows) if (!known.current.has(row.key)) known.current.set(row.key, row.item);
  const selectedKeys = selected.map(memberKey);
  const [draft, setDraft] = useSelectionDraft(visible, selectedKeys, () => {
    setTyped('');
    setShowSelected(false);
    void directory.open();
  });
  const keys = multiple ? draft : selectedKeys;
  const labels = new Map([...known.current].map(([key, item]) => [key, memberLabel(item)]));
  const searching = state.keyword !== '';

  const close = () => {
    setShowSelected(false);
    onClose();
  };
  const commit = (items: MemberValueItem[]) => {
    onCommit(items);
    close();
  };
  const canChoose = (row: MemberRow) => isRowSelectable(row, selectType);
  const choose = (row: MemberRow) => {
    if (isUnselectable(row.item, unSelected)) {
      runtime.bus.emit('toast:show', { type: 'error', message: unSelectedToast || t('member.unSelected') });
      return;
    }
    if (!canChoose(row)) return;
    if (multiple) setDraft(toggleValue(draft, row.key));
    else commit([row.item]);
  };
  const search = (next: string) => {
    setTyped(next);
    void directory.search(next);
  };
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (state.hasMore && shouldLoadMore(el.scrollTop, el.clientHeight, el.scrollHeight)) void directory.loadMore();
  };
  // Select-all acts on the rows that may be chosen (unSelected ids left out).
  const allRows: OptionRow[] = state.rows.map((row) => ({ option: { value: row.key, label: row.label }, level: 1, selectable: canChoose(row) && !isUnselectable(row.item, unSelected) }));
  const all = selectAllState(allRows, draft);
  const crumbs = [{ value: '', label: rootLabel ?? t('member.root') }, ...state.crumbs.map((c) => ({ value: c.groupId, label: c.label }))];
  const itemsOf = (list: readonly string[]) => list.map((key) => known.current.get(key)).filter((item): item is MemberValueItem => item !== undefined);

  return (
    <>
      <Popup visible={visible} onMaskClick={close} position="bottom" bodyClassName="sd-picker-popup sd-ms-sheet" destroyOnClose>
        <DialogFocus open={visible} label={title} onEscape={close}>
        <div className="sd-picker sd-member" data-testid="member-picker">
          <PickerHeader
            title={title}
            leftText={t('member.cancel')}
            onLeft={close}
            rightText={t('member.clear')}
            onRight={() => commit([])}
            rightDisabled={selected.length === 0}
          />
          <div className="sd-picker-search">
            <SearchBar value={typed} onChange={search} onClear={() => search('')} placeholder={searchPlaceholder ?? t(selectType === 'group' ? 'member.searchGroupsPlaceholder' : 'member.searchPlaceholder')} clearable />
          </div>
          {keys.length > 0 ? (
            <div className="sd-member-tags" aria-label={t('member.selectedTags')}>
              <div className="sd-member-tags-list">
                {keys.map((key) => (
                  <Tag key={key} color="primary" fill="outline" className="sd-picker-tag">
                    {labels.get(key) ?? key}
                  </Tag>
                ))}
              </div>
              {multiple ? (
                <button type="button" className="sd-member-expand" aria-label={t('member.showSelected')} onClick={() => setShowSelected(true)}>
                  <DownOutline />
                </button>
              ) : null}
            </div>
          ) : null}
          {searching && selectType === 'all' ? (
            <Tabs activeKey={state.tab} onChange={(key) => void directory.setTab(key === 'group' ? 'group' : 'user')} className="sd-member-tabs">
              <Tabs.Tab title={t('member.tabGroups')} key="group" />
              <Tabs.Tab title={t('member.tabUsers')} key="user" />
            </Tabs>
          ) : null}
          {!searching && !state.locked ? <Breadcrumbs crumbs={crumbs} onSelect={(_value, index) => void directory.goTo(index - 1)} /> : null}
          {multiple && state.rows.length > 0 ? (
            <div className="sd-picker-bar">
              <div className="sd-select-all">
                <CheckBox checked={all.checked} indeterminate={all.indeterminate} disabled={all.values.length === 0} label={t('options.selectAll')} onChange={() => setDraft(toggleAll(allRows, draft))} />
                <span aria-hidden="true">{t('options.selectAll')}</span>
              </div>
            </div>
          ) : null}
          <div className="sd-option-list" role="list" aria-label={title} onScroll={onScroll} data-testid="member-list">
            {state.rows.map((row) => {
              const usable = canChoose(row);
              const checked = keys.includes(row.key);
              const drill = !searching && row.kind === 'group' && row.drillable;
              const open = () => void directory.drill(row.item.groupId, row.label);
              const reason = statusReason(row);
              const count = row.kind === 'user' ? state.counts.get(row.item.userId) : undefined;
              return (
                // A group that cannot be chosen still opens: only its box is disabled, its name is not faded.
                <div role="listitem" key={row.key} className={`sd-option${checked ? ' sd-option--selected' : ''}${usable || drill ? '' : ' sd-option--disabled'}${row.status === 1 ? '' : ' sd-member--abnormal'}`} data-key={row.key}>
                  <CheckBox checked={checked} disabled={!usable} label={reason ? `${row.label} (${t(reason)})` : row.label} onChange={() => choose(row)} />
                  <span className="sd-option-label" onClick={() => (drill && !usable ? open() : choose(row))}>
                    <span className="sd-member-name" lang={textLang(row.label, language)}>
                      {row.label}
                    </span>
                    {row.description ? <span className="sd-ms-path">{row.description}</span> : null}
                  </span>
                  {count !== undefined ? (
                    <span className="sd-member-count" title={t('member.workOrderCount', { count })} data-testid="work-order-count">
                      <span aria-hidden="true">{formatWorkOrderCount(count)}</span>
                      <span className="sd-visually-hidden">{t('member.workOrderCount', { count })}</span>
                    </span>
                  ) : null}
                  {reason ? (
                    <span className="sd-option-tag" aria-hidden="true">
                      {t(reason)}
                    </span>
                  ) : null}
                  {drill ? (
                    <button type="button" className="sd-ms-drill" aria-label={t('member.drillDown', { label: row.label })} onClick={open}>
                      <RightOutline />
                    </button>
                  ) : null}
                </div>
              );
            })}
            {state.loading ? (
              <div className="sd-option-status" role="status">
                {t('member.loading')}
              </div>
            ) : state.rows.length === 0 ? (
              <div className="sd-option-status" role="status">
                {state.locked && !searching ? t('member.securityHint') : t('member.noData')}
              </div>
            ) : null}
          </div>
          {multiple ? (
            <PickerFooter
              leftText={t('member.cancel')}
              onLeft={close}
              confirmText={t('member.confirmWithCount', { count: draft.length })}
              confirmDisabled={draft.length === 0}
              onConfirm={() => commit(itemsOf(draft))}
            />
          ) : null}
        </div>
        </DialogFocus>
      </Popup>
      {multiple ? <SelectedPopup visible={visible && showSelected} selected={draft} labels={labels} onChange={setDraft} onBack={() => setShowSelected(false)} /> : null}
    </>
  );
}
