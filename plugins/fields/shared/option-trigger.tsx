import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { textLang } from '@core';
import { fadedStyle, isInteractive, useFadedStyle, useFieldEnv } from './field-env';
import { usePopupTriggerProps } from './popup-trigger';
import './fields.css';

/** Props of {@link OptionTrigger}. */
export interface OptionTriggerProps {
  labels: readonly string[];
  /** Labels drawn as a warning (orange: MEMBER's users who are disabled, deleted or unknown), by index. */
  warnings?: readonly boolean[];
  multiple: boolean;
  placeholder: string;
  disabled?: boolean;
  readOnly?: boolean;
  /** Fade of a locked trigger outside a SchemaForm. @default config.readOnlyOpacity */
  opacity?: number;
  /** Whether its popup is open (`aria-expanded`). */
  expanded?: boolean;
  /** Accessible name outside a form row (the row's title names it inside one). */
  label?: string;
  /** The popup's code is on the way (`aria-busy`). */
  busy?: boolean;
  /** Starts downloading the popup's code (pointerdown, focus). */
  onPrefetch?: () => void;
  onOpen: () => void;
}

/** The tappable row of a picker field: selected labels (tags when multiple) or the placeholder, and an arrow. */
export function OptionTrigger({ labels, warnings, multiple, placeholder, disabled, readOnly, opacity, expanded, label, busy, onPrefetch, onOpen }: OptionTriggerProps) {
  const interactive = isInteractive({ disabled, readOnly });
  const { language } = useFieldEnv();
  const trigger = usePopupTriggerProps({ interactive, readOnly, expanded, label, busy, onPrefetch, onOpen });
  const configured = useFadedStyle({ disabled, readOnly });
  const style = configured && opacity !== undefined ? fadedStyle({ disabled, readOnly }, opacity) : configured;
  const warn = (index: number) => (warnings?.[index] ? ' sd-picker-warning' : '');
  return (
    <button
      {...trigger}
      className={`sd-picker-trigger${interactive ? '' : ' sd-picker-trigger--locked'}`}
      style={style}
      data-testid="picker-trigger"
    >
      <span className="sd-picker-trigger-value">
        {labels.length === 0 ? (
          <span className="sd-picker-placeholder">{placeholder}</span>
        ) : multiple ? (
          labels.map((text, index) => (
            <Tag key={`${text}-${index}`} color={warnings?.[index] ? 'warning' : 'primary'} fill="outline" className={`sd-picker-tag${warn(index)}`}>
              <span lang={textLang(text, language)}>{text}</span>
            </Tag>
          ))
        ) : (
          <span className={`sd-picker-text${warn(0)}`} lang={textLang(labels[0], language)}>
            {labels[0]}
          </span>
        )}
      </span>
      {interactive ? <RightOutline className="sd-picker-arrow" aria-hidden="true" /> : null}
    </button>
  );
}
