import { useState } from 'react';
import { Tag } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { textLang } from '@core';
import { useFieldA11y } from '@react/form/field-a11y';
import { fadedStyle, isInteractive, useFadedStyle, useFieldEnv } from './field-env';
import { OptionPopup } from './option-popup';
import { labelsOf, valuesOf } from './options';
import { usePopupTriggerProps } from './popup-trigger';
import type { FieldEditProps } from './types';
import { useOptions, usePruneSelection, type OptionSourceProps, type UseOptionsResult } from './use-options';
import './fields.css';

/** Props of {@link OptionTrigger}. */
export interface OptionTriggerProps {
  labels: readonly string[];
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
  onOpen: () => void;
}

/** The tappable row of a picker field: selected labels (tags when multiple) or the placeholder, and an arrow. */
export function OptionTrigger({ labels, multiple, placeholder, disabled, readOnly, opacity, expanded, label, onOpen }: OptionTriggerProps) {
  const interactive = isInteractive({ disabled, readOnly });
  const { language } = useFieldEnv();
  const trigger = usePopupTriggerProps({ interactive, readOnly, expanded, label, onOpen });
  const configured = useFadedStyle({ disabled, readOnly });
  const style = configured && opacity !== undefined ? fadedStyle({ disabled, readOnly }, opacity) : configured;
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
            <Tag key={`${text}-${index}`} color="primary" fill="outline" className="sd-picker-tag">
              <span lang={textLang(text, language)}>{text}</span>
            </Tag>
          ))
        ) : (
          <span className="sd-picker-text" lang={textLang(labels[0], language)}>
            {labels[0]}
          </span>
        )}
      </span>
      {interactive ? <RightOutline className="sd-picker-arrow" aria-hidden="true" /> : null}
    </button>
  );
}

/** Props of the picker fields (SELECT, SELECT_MANY, and RADIO / CHECKBOX in popup display). */
export interface OptionPickerProps extends FieldEditProps<unknown>, OptionSourceProps {
  /** Popup title. @default the placeholder, else "Please select" */
  title?: string;
}

/** Props of {@link OptionPickerView}: the picker with an option source already in hand. */
export interface OptionPickerViewProps extends OptionPickerProps {
  multiple: boolean;
  options: UseOptionsResult;
}

/**
 * A picker field on a given option source: trigger plus popup. Disabled and
 * read-only fields do not open. Options load on first open (or at once when
 * there is a value to label).
 */
export function OptionPickerView(props: OptionPickerViewProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, title, multiple, options } = props;
  const { t } = useFieldEnv();
  const [open, setOpen] = useState(false);
  const interactive = isInteractive({ disabled, readOnly });
  const { source, state, labels } = options;
  const hint = placeholder || t('fields.pleaseSelect');
  const rowTitle = useFieldA11y()?.title;

  const openPicker = () => {
    if (!interactive) return;
    setOpen(true);
    onFocus?.();
    void source.ensureLoaded();
  };
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  return (
    <>
      <OptionTrigger labels={labelsOf(value, labels)} multiple={multiple} placeholder={hint} disabled={disabled} readOnly={readOnly} expanded={open} label={title || rowTitle} onOpen={openPicker} />
      {interactive ? (
        <OptionPopup
          visible={open}
          title={title || hint}
          dialogLabel={title || rowTitle || hint}
          multiple={multiple}
          state={state}
          labels={labels}
          selected={valuesOf(value)}
          onSearch={(keyword) => void source.search(keyword)}
          onLoadMore={() => void source.loadMore()}
          onClose={close}
          onCommit={(values) => onChange?.(multiple ? values : (values[0] ?? ''))}
        />
      ) : null}
    </>
  );
}

/** A picker field that builds its own option source from `source` (or uses `optionSource`). */
export function OptionPicker(props: OptionPickerProps & { type: string; multiple: boolean }) {
  const { type, value, source, optionSource, optionPatch, multiple, onChange, disabled, readOnly } = props;
  const options = useOptions({ type, value, source, optionSource, optionPatch });
  usePruneSelection(options.state, value, multiple ? 'multi' : 'single', isInteractive({ disabled, readOnly }), onChange);
  return <OptionPickerView {...props} options={options} />;
}
