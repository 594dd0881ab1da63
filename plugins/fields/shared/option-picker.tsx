import { useState } from 'react';
import { useFieldA11y } from '@react/form/field-a11y';
import { isInteractive, useFieldEnv } from './field-env';
import { lazyCode, LazyCodeFailure, useLazyCode } from './lazy-code';
import { labelsOf, valuesOf } from './options';
import { OptionTrigger } from './option-trigger';
import type { FieldEditProps } from './types';
import { useOptions, usePruneSelection, type OptionSourceProps, type UseOptionsResult } from './use-options';
import './fields.css';

export { OptionTrigger, type OptionTriggerProps } from './option-trigger';

// The popup (antd-mobile Popup, search, lists, the selected-items popup, the focus trap) loads on first open.
export const optionPopupCode = lazyCode(() => import('./option-popup'));

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
  const popup = useLazyCode(optionPopupCode);

  const openPicker = () => {
    if (!interactive) return;
    setOpen(true);
    popup.request();
    onFocus?.();
    void source.ensureLoaded();
  };
  const close = () => {
    setOpen(false);
    onBlur?.();
  };
  return (
    <>
      <OptionTrigger
        labels={labelsOf(value, labels)}
        multiple={multiple}
        placeholder={hint}
        disabled={disabled}
        readOnly={readOnly}
        expanded={open && popup.module !== undefined}
        busy={open && popup.busy}
        label={title || rowTitle}
        onPrefetch={popup.prefetch}
        onOpen={openPicker}
      />
      {interactive && open ? <LazyCodeFailure state={popup} /> : null}
      {interactive && popup.module ? (
        <popup.module.OptionPopup
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
