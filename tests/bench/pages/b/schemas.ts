// The B variant's Formily schemas, written directly against Formily (no interpreter, no runtime).
import type { ISchema } from '@formily/react';
import type { Field } from '@formily/core';
import { HIDE_VALUE, OPTION_DICT, TRIGGER_CODE, fieldCode, fieldTitle } from '../../lib/protocol';
import { RADIO_OPTIONS, ROUTE_KINDS, tableColumnCode } from '../../lib/fixtures';

const input = (index: number, required = false): ISchema => ({
  type: 'string',
  title: fieldTitle(index),
  required,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
  'x-component-props': { placeholder: '请输入' },
  'x-index': index,
});

export function inputsSchema(count: number): ISchema {
  const properties: Record<string, ISchema> = {};
  for (let index = 1; index <= count; index++) properties[fieldCode(index)] = input(index, index % 3 === 0);
  return { type: 'object', properties };
}

/** Trigger + dependents driven by Formily function reactions (each dependent reads the trigger). */
export function fanoutSchema(count: number): ISchema {
  const properties: Record<string, ISchema> = { [TRIGGER_CODE]: { ...input(0), title: '触发字段' } };
  for (let index = 1; index <= count; index++) {
    properties[fieldCode(index)] = {
      ...input(index),
      'x-reactions': (field: Field) => {
        const hidden = field.query(TRIGGER_CODE).value() === HIDE_VALUE;
        field.visible = !hidden;
        field.required = !hidden;
      },
    };
  }
  return { type: 'object', properties };
}

export function tableSchema(columns: number): ISchema {
  const cells: Record<string, ISchema> = {};
  for (let index = 0; index < columns; index++) cells[tableColumnCode(index)] = { type: 'string', 'x-component': 'Cell', 'x-index': index };
  return {
    type: 'object',
    properties: {
      table: { type: 'array', title: '明细', 'x-decorator': 'FormItem', 'x-component': 'ArrayTable', items: { type: 'object', properties: cells } },
    },
  };
}

export function routeSchema(count: number): ISchema {
  const properties: Record<string, ISchema> = {};
  for (let index = 1; index <= count; index++) {
    const kind = ROUTE_KINDS[(index - 1) % ROUTE_KINDS.length]!;
    const base = input(index, index % 5 === 0);
    properties[fieldCode(index)] =
      kind === 'TEXTAREA'
        ? { ...base, 'x-component': 'TextArea' }
        : kind === 'NUMBER'
          ? { ...base, type: 'number', 'x-component': 'NumberInput' }
          : kind === 'RADIO'
            ? { ...base, 'x-component': 'RadioGroup', 'x-component-props': {}, enum: RADIO_OPTIONS }
            : base;
  }
  return { type: 'object', properties };
}

/** Each select loads its own options in a reaction (Formily's async data-source pattern). */
export function optionsSchema(count: number, load: (field: Field) => void): ISchema {
  const properties: Record<string, ISchema> = {};
  for (let index = 1; index <= count; index++) {
    properties[fieldCode(index)] = {
      type: 'string',
      title: fieldTitle(index),
      default: OPTION_DICT.value,
      'x-decorator': 'FormItem',
      'x-component': 'Select',
      'x-reactions': load,
    };
  }
  return { type: 'object', properties };
}
