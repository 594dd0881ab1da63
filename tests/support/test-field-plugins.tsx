// Minimal field plugins for tests, stories and the form preview until the real field plugins exist:
// INPUT (antd-mobile Input) and SELECT (antd-mobile Picker), both made with defineFieldType + connectField.
import { useState } from 'react';
import { Input, Picker } from 'antd-mobile';
import { useField } from '@formily/react';
import { defineFieldType } from '@core/registry';
import { connectField, type FieldComponentProps, type ReactFieldTypeDefinition } from '@react/form';

/** Counts renders of the test components per Formily address. */
export interface RenderCounter {
  hit(address: string): void;
  count(address: string): number;
  /** Addresses rendered since the last reset, with their counts. */
  snapshot(): Record<string, number>;
  total(): number;
  reset(): void;
}

export function createRenderCounter(): RenderCounter {
  const counts = new Map<string, number>();
  return {
    hit: (address) => counts.set(address, (counts.get(address) ?? 0) + 1),
    count: (address) => counts.get(address) ?? 0,
    snapshot: () => Object.fromEntries(counts),
    total: () => [...counts.values()].reduce((sum, n) => sum + n, 0),
    reset: () => counts.clear(),
  };
}

/** An option of the test select. */
export interface TestOption {
  label: string;
  value: string;
}

function toOptions(raw: unknown): TestOption[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { label, value, id } = item as Record<string, unknown>;
    const key = value ?? id;
    if (typeof key !== 'string' && typeof key !== 'number') return [];
    return [{ label: typeof label === 'string' || typeof label === 'number' ? String(label) : String(key), value: String(key) }];
  });
}

interface TextInputProps extends FieldComponentProps<string> {
  placeholder?: string;
  maxLength?: number;
}

interface SelectProps extends FieldComponentProps<string> {
  placeholder?: string;
  options?: TestOption[];
}

/** Builds the plugin set; pass a counter to count renders per field (re-render isolation tests). */
export function createTestFieldPlugins(options: { counter?: RenderCounter } = {}): ReactFieldTypeDefinition[] {
  const { counter } = options;

  function useCount() {
    const field = useField();
    if (counter && field) counter.hit(field.address.toString());
  }

  function TextInput({ value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, maxLength }: TextInputProps) {
    useCount();
    const field = useField();
    return (
      <Input
        value={typeof value === 'string' ? value : value === undefined || value === null ? '' : String(value)}
        onChange={(next) => onChange?.(next)}
        onFocus={(event) => onFocus?.(event)}
        onBlur={(event) => onBlur?.(event)}
        disabled={disabled}
        readOnly={readOnly}
        placeholder={placeholder}
        maxLength={maxLength}
        aria-label={field?.title ? String(field.title) : undefined}
        data-testid={field ? `input-${field.address.toString()}` : undefined}
      />
    );
  }

  function Select({ value, onChange, disabled, readOnly, placeholder, options: list = [] }: SelectProps) {
    useCount();
    const field = useField();
    const [open, setOpen] = useState(false);
    const selected = list.find((option) => option.value === value);
    return (
      <>
        <button
          type="button"
          className="sd-test-select"
          disabled={disabled || readOnly}
          onClick={() => setOpen(true)}
          data-testid={field ? `select-${field.address.toString()}` : undefined}
          style={{ all: 'unset', display: 'block', width: '100%', minHeight: 24, color: selected ? 'inherit' : '#ccc' }}
        >
          {selected?.label ?? placeholder ?? '--'}
        </button>
        <Picker
          columns={[list.map((option) => ({ label: option.label, value: option.value }))]}
          visible={open}
          // Opens on the current value, else on the first option (what confirming without scrolling picks).
          value={[value ?? list[0]?.value ?? null]}
          onClose={() => setOpen(false)}
          onConfirm={(next) => {
            const picked = next[0];
            if (picked !== null && picked !== undefined) onChange?.(String(picked));
          }}
        />
      </>
    );
  }

  function SelectPreview({ value, options: list = [] }: SelectProps) {
    const label = list.find((option) => option.value === value)?.label;
    return <div className="sd-read-pretty">{label ?? (value ? String(value) : '--')}</div>;
  }

  return [
    defineFieldType({
      type: 'INPUT',
      valueKind: 'single',
      component: connectField(TextInput),
      mapProps: (xProps) => {
        const range = xProps.range as { max?: unknown } | undefined;
        return typeof range?.max === 'number' ? { maxLength: range.max } : {};
      },
    }),
    defineFieldType({
      type: 'SELECT',
      valueKind: 'single',
      component: connectField(Select),
      readPretty: SelectPreview,
      mapProps: (xProps) => ({ options: toOptions(xProps.dataSource) }),
    }),
  ];
}

/** The plugin set without a render counter. */
export const testFieldPlugins: readonly ReactFieldTypeDefinition[] = createTestFieldPlugins();
