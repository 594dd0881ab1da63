import type { KeyboardEvent, UIEvent } from 'react';
import { DotLoading } from 'antd-mobile';
import { shouldLoadMore } from '@core/form/options';
import { textLang } from '@core';
import { useLanguage, useT } from '@react';
import type { OptionRow } from './options';
import './fields.css';

/** Props of {@link OptionList}. */
export interface OptionListProps {
  rows: readonly OptionRow[];
  selected: readonly string[];
  multiple: boolean;
  loading: boolean;
  /** Tapping a selectable row. */
  onToggle: (value: string) => void;
  /** Asked when the list is scrolled near its bottom (5 px). */
  onLoadMore?: () => void;
  /** Accessible name of the list. */
  label: string;
}

/**
 * The scrollable option list of the picker popups: tree levels indented,
 * unusable options (status other than 0) disabled, deleted ones tagged,
 * next page requested near the bottom.
 */
export function OptionList({ rows, selected, multiple, loading, onToggle, onLoadMore, label }: OptionListProps) {
  const t = useT();
  const language = useLanguage();
  const chosen = new Set(selected);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    if (onLoadMore && shouldLoadMore(el.scrollTop, el.clientHeight, el.scrollHeight)) onLoadMore();
  };
  return (
    <div
      className="sd-option-list"
      role="listbox"
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      onScroll={onScroll}
      onKeyDown={moveOptionFocus}
      data-testid="option-list"
    >
      {rows.map(({ option, level, selectable }) => {
        const isSelected = chosen.has(option.value);
        return (
          <div
            key={option.value}
            role="option"
            aria-selected={isSelected}
            aria-disabled={!selectable || undefined}
            tabIndex={selectable ? 0 : -1}
            className={['sd-option', isSelected ? 'sd-option--selected' : '', selectable ? '' : 'sd-option--disabled'].filter(Boolean).join(' ')}
            style={{ paddingLeft: 16 + (level - 1) * 20 }}
            data-level={level}
            onClick={() => selectable && onToggle(option.value)}
            onKeyDown={(event) => {
              if (selectable && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
                onToggle(option.value);
              }
            }}
          >
            {multiple ? <span className={`sd-option-box${isSelected ? ' sd-option-box--checked' : ''}`} aria-hidden="true" /> : null}
            <span className="sd-option-label" lang={textLang(option.label, language)}>
              {option.label}
            </span>
            {option.isDel ? <span className="sd-option-tag">{t('options.optionDeleted')}</span> : null}
            {!selectable && !option.isDel ? <span className="sd-option-tag">{t('options.optionDisabled')}</span> : null}
            {!multiple && isSelected ? <span className="sd-option-check" aria-hidden="true" /> : null}
          </div>
        );
      })}
      {loading ? (
        <div className="sd-option-status" role="status">
          <DotLoading /> {t('options.loading')}
        </div>
      ) : rows.length === 0 ? (
        <div className="sd-option-status" role="status">
          {t('options.noData')}
        </div>
      ) : null}
    </div>
  );
}

/** Up / Down (and Home / End) move focus between the usable options of a listbox. */
export function moveOptionFocus(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const options = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]:not([aria-disabled="true"])'));
  if (options.length === 0) return;
  event.preventDefault();
  const at = options.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'Home' ? 0 : event.key === 'End' ? options.length - 1 : event.key === 'ArrowDown' ? Math.min(at + 1, options.length - 1) : Math.max(at - 1, 0);
  options[next]?.focus();
}
