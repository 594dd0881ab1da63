import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { textLang } from '@core';
import { fadedStyle, isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { usePopupTriggerProps } from '../shared/popup-trigger';
import type { OptionTriggerProps } from '../shared/option-trigger';
import type { MemberDisplay } from './extras';
import './member.css';

/** Props of {@link MemberTrigger}: the option trigger's, with entries that may be marked not normal. */
export interface MemberTriggerProps extends Omit<OptionTriggerProps, 'labels'> {
  entries: readonly MemberDisplay[];
}

/**
 * The tappable row of MEMBER: the option trigger's layout (tags when multiple, the text when single,
 * the placeholder, the arrow), with users who are not normal (disabled, deleted, unknown) in orange.
 */
export function MemberTrigger({ entries, multiple, placeholder, disabled, readOnly, opacity, expanded, label, busy, onPrefetch, onOpen }: MemberTriggerProps) {
  const interactive = isInteractive({ disabled, readOnly });
  const { language } = useFieldEnv();
  const trigger = usePopupTriggerProps({ interactive, readOnly, expanded, label, busy, onPrefetch, onOpen });
  const configured = useFadedStyle({ disabled, readOnly });
  const style = configured && opacity !== undefined ? fadedStyle({ disabled, readOnly }, opacity) : configured;
  const tone = (entry: MemberDisplay) => (entry.abnormal ? ' sd-member-abnormal' : '');
  return (
    <button {...trigger} className={`sd-picker-trigger${interactive ? '' : ' sd-picker-trigger--locked'}`} style={style} data-testid="picker-trigger">
      <span className="sd-picker-trigger-value">
        {entries.length === 0 ? (
          <span className="sd-picker-placeholder">{placeholder}</span>
        ) : multiple ? (
          entries.map((entry) => (
            <Tag key={entry.key} color={entry.abnormal ? 'warning' : 'primary'} fill="outline" className={`sd-picker-tag${tone(entry)}`}>
              <span lang={textLang(entry.text, language)}>{entry.text}</span>
            </Tag>
          ))
        ) : (
          <span className={`sd-picker-text${tone(entries[0]!)}`} lang={textLang(entries[0]!.text, language)}>
            {entries[0]!.text}
          </span>
        )}
      </span>
      {interactive ? <RightOutline className="sd-picker-arrow" aria-hidden="true" /> : null}
    </button>
  );
}
