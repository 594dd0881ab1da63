// Hand-written Formily adapters of antd-mobile: what a team writes without a runtime layer.
import type { ReactNode } from 'react';
import { Input as MobileInput, Radio, Space, TextArea as MobileTextArea } from 'antd-mobile';
import { connect, mapProps, observer, RecursionField, useField, useFieldSchema } from '@formily/react';
import type { ArrayField, Field } from '@formily/core';

interface ItemProps {
  title?: ReactNode;
  required?: boolean;
  error?: string;
  children?: ReactNode;
}

function Item({ title, required, error, children }: ItemProps) {
  return (
    <div className="bench-item">
      <div className="bench-item__label">
        {required ? <span className="bench-item__required">*</span> : null}
        <span>{title}</span>
      </div>
      <div className="bench-item__control">{children}</div>
      {error ? <div className="bench-item__error">{error}</div> : null}
    </div>
  );
}

export const FormItem = connect(
  Item,
  mapProps((props: ItemProps, field) => {
    const node = field as Field;
    return { ...props, title: node.title as ReactNode, required: node.required, error: node.selfErrors?.[0] };
  }),
);

export const Input = connect(MobileInput, mapProps({ value: 'value' }));
export const TextArea = connect(MobileTextArea, mapProps({ value: 'value' }));

interface NumberInputProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
}

export const NumberInput = connect(({ value, onChange, placeholder }: NumberInputProps) => (
  <MobileInput
    type="number"
    placeholder={placeholder}
    value={value === undefined || value === null ? '' : String(value)}
    onChange={(text) => onChange?.(text === '' ? undefined : Number(text))}
  />
));

interface RadioGroupProps {
  value?: string;
  onChange?: (value: string) => void;
  dataSource?: Array<{ label: string; value: string }>;
}

export const RadioGroup = connect(
  ({ value, onChange, dataSource = [] }: RadioGroupProps) => (
    <Radio.Group value={value} onChange={(next) => onChange?.(String(next))}>
      <Space wrap>
        {dataSource.map((option) => (
          <Radio key={option.value} value={option.value}>
            {option.label}
          </Radio>
        ))}
      </Space>
    </Radio.Group>
  ),
  mapProps({ dataSource: 'dataSource' }),
);

interface SelectProps {
  value?: string;
  dataSource?: Array<{ label: string; value: string }>;
  loading?: boolean;
}

/** A select trigger showing the label of its value (the picker itself opens on tap; not part of the bench). */
export const Select = connect(
  ({ value, dataSource = [], loading }: SelectProps) => {
    const label = dataSource.find((option) => option.value === value)?.label;
    return <div className="bench-select">{loading ? '…' : (label ?? value ?? '请选择')}</div>;
  },
  mapProps({ dataSource: 'dataSource', loading: 'loading' }),
);

/** One table cell: an input without a decorator. */
export const Cell = connect(MobileInput, mapProps({ value: 'value' }));

/** Formily's array approach: one RecursionField per row of the items schema. */
export const ArrayTable = observer(() => {
  const field = useField<ArrayField>();
  const schema = useFieldSchema();
  const rows = Array.isArray(field.value) ? field.value : [];
  const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
  return (
    <div className="bench-table" data-rows={rows.length}>
      {rows.map((_, index) => (
        <div className="bench-table__row" key={index}>
          {items ? <RecursionField schema={items} name={index} /> : null}
        </div>
      ))}
    </div>
  );
});
