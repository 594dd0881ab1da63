import { Checkbox, Radio, Space } from 'antd-mobile';
import { textLang } from '@core';
import { useFieldButtonProps, useFieldControlProps } from '@react/form/field-a11y';
import { isInteractive, useFadedStyle, useFieldEnv } from './field-env';
import { OptionPickerView, type OptionPickerProps } from './option-picker';
import { optionRows, shouldInlineChoices, valuesOf, type ChoiceDisplay } from './options';
import { useOptions, usePruneSelection } from './use-options';
import './fields.css';

/** Props of RADIO and CHECKBOX. */
export interface ChoiceGroupProps extends OptionPickerProps {
  /**
   * Inline radios / checkboxes, a popup picker, or `auto`: inline for a
   * short static list (up to 8 options), a popup with search otherwise.
   * @default 'auto'
   */
  display?: ChoiceDisplay;
}

/**
 * RADIO (single) and CHECKBOX (multi): radio-style choices laid out inline,
 * or the popup picker for long, remote or tree-shaped lists.
 */
export function ChoiceGroup(props: ChoiceGroupProps & { type: string; multiple: boolean }) {
  const { type, value, onChange, onBlur, disabled, readOnly, source, optionSource, optionPatch, multiple, display = 'auto' } = props;
  const options = useOptions({ type, value, source, optionSource, optionPatch });
  const interactive = isInteractive({ disabled, readOnly });
  const faded = useFadedStyle({ disabled, readOnly });
  const { language } = useFieldEnv();
  // The inline choices are a radio group / group named by the field row (a group takes no aria-required).
  const { id: _id, 'aria-required': required, ...radioRow } = useFieldControlProps();
  const { id: _groupId, ...groupRow } = useFieldButtonProps();
  const row = multiple ? groupRow : radioRow;
  usePruneSelection(options.state, value, multiple ? 'multi' : 'single', interactive, onChange);
  const { config } = options.source;
  const rows = optionRows(options.state.options);
  if (!shouldInlineChoices(display, config.kind, rows.length, config.tree)) return <OptionPickerView {...props} options={options} />;

  const selected = valuesOf(value);
  const style = faded;
  const items = rows.map(({ option, selectable }) =>
    multiple ? (
      <Checkbox key={option.value} value={option.value} disabled={!selectable || !interactive}>
        <span lang={textLang(option.label, language)}>{option.label}</span>
      </Checkbox>
    ) : (
      <Radio key={option.value} value={option.value} disabled={!selectable || !interactive}>
        <span lang={textLang(option.label, language)}>{option.label}</span>
      </Radio>
    ),
  );
  const layout = (
    <Space wrap className="sd-choice-group" style={{ '--gap-horizontal': '20px', '--gap-vertical': '10px' }}>
      {items}
    </Space>
  );
  return (
    <div
      className="sd-choice"
      style={style}
      role={multiple ? 'group' : 'radiogroup'}
      {...row}
      aria-required={multiple ? undefined : required}
      aria-disabled={!interactive || undefined}
      data-testid="choice-group"
    >
      {multiple ? (
        <Checkbox.Group
          value={selected}
          disabled={!interactive}
          onChange={(next) => {
            onChange?.(next.map(String));
            onBlur?.();
          }}
        >
          {layout}
        </Checkbox.Group>
      ) : (
        <Radio.Group
          value={selected[0] ?? null}
          disabled={!interactive}
          onChange={(next) => {
            onChange?.(next === null ? '' : String(next));
            onBlur?.();
          }}
        >
          {layout}
        </Radio.Group>
      )}
    </div>
  );
}
