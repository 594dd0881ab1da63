import { CheckOutline } from 'antd-mobile-icons';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

/** One choice of a {@link ChoiceList}. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** A second, smaller line (a person's group). */
  description?: ReactNode;
  /** Shown after the label (a "handling" tag). */
  extra?: ReactNode;
}

/** Props of {@link ChoiceList}. */
export interface ChoiceListProps {
  options: readonly ChoiceOption[];
  value: readonly string[];
  /** Several choices (a multi-select listbox) or one (a radio group). */
  multiple: boolean;
  onChange(value: string[]): void;
  /** Accessible name of the group. */
  label: string;
  /** Rows (a check list) or chips (a selector). @default 'rows' */
  look?: 'rows' | 'chips';
  required?: boolean;
  /** Id of the error message while the choice is in error (aria-invalid + aria-describedby). */
  errorId?: string;
  disabled?: boolean;
  className?: string;
}

const NEXT_KEYS: Record<string, 1 | -1> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * The keyboard and screen-reader check list of the action modals (issue 13):
 * one choice is a `radiogroup` of radios (arrow keys move and select, Space
 * or Enter selects), several a multi-select `listbox` of options (arrow keys
 * move, Space or Enter toggles). Every row is a real button at least 44 px
 * high and in the Tab order, so a person can also be reached by Tab (a
 * search narrows long lists).
 */
export function ChoiceList({ options, value, multiple, onChange, label, look = 'rows', required, errorId, disabled, className }: ChoiceListProps) {
  const list = useRef<HTMLDivElement>(null);
  const chosen = new Set(value);
  const toggle = (option: ChoiceOption) => {
    if (disabled) return;
    if (!multiple) {
      if (!chosen.has(option.value)) onChange([option.value]);
      return;
    }
    onChange(chosen.has(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value]);
  };
  const move = (to: number) => {
    const rows = list.current?.querySelectorAll<HTMLButtonElement>('[data-choice]');
    if (!rows?.length) return;
    const index = (to + rows.length) % rows.length;
    rows[index]!.focus();
    // A radio group selects as the focus moves; a listbox only moves.
    if (!multiple && options[index]) toggle(options[index]);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = NEXT_KEYS[event.key];
    let to: number | undefined;
    if (step) to = index + step;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = options.length - 1;
    if (to === undefined) return;
    event.preventDefault();
    move(to);
  };
  const chips = look === 'chips';
  return (
    <div
      ref={list}
      role={multiple ? 'listbox' : 'radiogroup'}
      aria-label={label}
      aria-multiselectable={multiple || undefined}
      aria-required={required || undefined}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      aria-disabled={disabled || undefined}
      className={`${chips ? 'adm-selector sd-act-chips' : 'sd-act-choice-list'}${className ? ` ${className}` : ''}`}
    >
      {options.map((option, index) => {
        const on = chosen.has(option.value);
        return (
          <button
            key={option.value}
            type="button"
            data-choice={option.value}
            role={multiple ? 'option' : 'radio'}
            aria-checked={multiple ? undefined : on}
            aria-selected={multiple ? on : undefined}
            aria-disabled={disabled || undefined}
            className={
              chips
                ? `adm-selector-item sd-act-chip-choice${on ? ' adm-selector-item-active' : ''}`
                : `sd-act-choice${on ? ' sd-act-choice--on' : ''}`
            }
            onClick={() => toggle(option)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {chips ? (
              option.label
            ) : (
              <>
                <span className="sd-act-choice__main">
                  <span className="sd-act-choice__label">
                    {option.label}
                    {option.extra}
                  </span>
                  {option.description ? <span className="sd-act-choice__description">{option.description}</span> : null}
                </span>
                <span className="sd-act-choice__check" aria-hidden="true">
                  {on ? <CheckOutline /> : null}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
