// The files of a scaffolded field plugin, laid out as the built-in ones are (plugins/fields/INPUT,
// plugins/fields/examples/COLOR): definition, edit component, read-only view, normaliser, texts, stylesheet,
// tests, story and fixtures. Each template is a function of the type's names; user-given names only
// reach the output through tsString / JSON.stringify.
import { tsString, type FieldNames } from './names';

/** One file to create, relative to the repository root. */
export interface TemplateFile {
  path: string;
  content: string;
}

const constName = (n: FieldNames) => n.type; // RATING_DEMO_RULE_KINDS etc.

function indexTs(n: FieldNames): string {
  const what = n.valueKind === 'multi' ? 'a list of short texts, added one by one' : 'one line of text, trimmed';
  return `// ${n.type} field plugin (scaffolded by \`npx schemadesk new-field ${n.type}\`): ${what}, '--' when empty.
export { ${n.field} } from './definition';
export { ${n.pascal}Field, type ${n.pascal}FieldProps } from './${n.pascal}Field';
export { ${n.pascal}ReadPretty } from './${n.pascal}ReadPretty';
export { ${n.camel}Texts } from './locales';
export * from './normalize';
`;
}

function definitionTs(n: FieldNames): string {
  const multi = n.valueKind === 'multi';
  return `import type { ComponentProps } from 'react';
import { defineFieldType } from '@core/registry';
import type { ReactFieldDefinition } from '../shared/types';
import { ${n.camel}Texts } from './locales';
import { map${n.pascal}Props, normalize${n.pascal}, ${constName(n)}_RULE_KINDS } from './normalize';
import { ${n.pascal}Field } from './${n.pascal}Field';
import { ${n.pascal}ReadPretty } from './${n.pascal}ReadPretty';

/** ${n.type}: ${multi ? 'a list of short texts' : 'one line of text'} (see plugins/fields/README.md for what a definition may declare). */
export const ${n.field}: ReactFieldDefinition = defineFieldType({
  type: '${n.type}',
  valueKind: '${n.valueKind}',
  component: ${n.pascal}Field,
  readPretty: ${n.pascal}ReadPretty,
  mapProps: (xProps) => ({ ...map${n.pascal}Props(xProps) }),
  ruleKinds: ${constName(n)}_RULE_KINDS,
  emptyValue: () => ${multi ? '[]' : "''"},
  commitValue: (value) => normalize${n.pascal}(value),
  locales: { ${n.field}: ${n.camel}Texts },
});

declare module '@core/registry' {
  interface FieldTypeRegistry {
    /** ${n.type}: the props of its edit component (what \`mapProps\` fills). */
    ${n.type}: ComponentProps<typeof ${n.pascal}Field>;
  }
}
`;
}

function normalizeTs(n: FieldNames): string {
  const head = `import { num } from '../shared/props';

/** Rule kinds of ${n.type} (src/core/form/rules): none yet; list the kinds its x-props configure (e.g. 'textRange'). */
export const ${constName(n)}_RULE_KINDS = [] as const;
`;
  if (n.valueKind === 'multi') {
    return `${head}
/** The most entries when x-props set no \`maxCount\`. */
export const ${constName(n)}_MAX_COUNT = 10;

/** Props ${n.type} takes from its x-props (placeholder and the common keys are mapped by the interpreter). */
export interface ${n.pascal}MappedProps {
  maxCount: number;
}

/** One entry as text: trimmed text, a number as text, anything else empty. */
function entryText(item: unknown): string {
  if (typeof item === 'string') return item.trim();
  if (typeof item === 'number' && Number.isFinite(item)) return String(item);
  return '';
}

/** The stored value: the non-empty entries, trimmed, each once (a single text becomes a list of one). */
export function normalize${n.pascal}(value: unknown): string[] {
  const items = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return [...new Set(items.map(entryText).filter((text) => text !== ''))];
}

/** \`x-props.maxCount\` (a positive whole number, numeric text too), else {@link ${constName(n)}_MAX_COUNT}. */
export function map${n.pascal}Props(xProps: Readonly<Record<string, unknown>>): ${n.pascal}MappedProps {
  const max = num(xProps.maxCount);
  return { maxCount: max !== undefined && Number.isInteger(max) && max > 0 ? max : ${constName(n)}_MAX_COUNT };
}
`;
  }
  return `${head}
/** The longest text when x-props set no \`maxLength\`. */
export const ${constName(n)}_MAX_LENGTH = 200;

/** Props ${n.type} takes from its x-props (placeholder and the common keys are mapped by the interpreter). */
export interface ${n.pascal}MappedProps {
  maxLength: number;
}

/** The stored value: trimmed text (a number as text); anything else is empty. */
export function normalize${n.pascal}(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** \`x-props.maxLength\` (a positive whole number, numeric text too), else {@link ${constName(n)}_MAX_LENGTH}. */
export function map${n.pascal}Props(xProps: Readonly<Record<string, unknown>>): ${n.pascal}MappedProps {
  const max = num(xProps.maxLength);
  return { maxLength: max !== undefined && Number.isInteger(max) && max > 0 ? max : ${constName(n)}_MAX_LENGTH };
}
`;
}

function localesTs(n: FieldNames): string {
  const zh: Array<[string, string]> = [['placeholder', `请输入${n.nameZh}`]];
  const en: Array<[string, string]> = [['placeholder', `Enter ${n.nameEn}`]];
  if (n.valueKind === 'multi') {
    zh.push(['add', '添加'], ['remove', '移除 {{item}}'], ['full_one', '最多 {{count}} 项'], ['full_other', '最多 {{count}} 项'], ['separator', '、']);
    en.push(['add', 'Add'], ['remove', 'Remove {{item}}'], ['full_one', 'At most {{count}} entry'], ['full_other', 'At most {{count}} entries'], ['separator', ', ']);
  }
  const body = (texts: Array<[string, string]>) => texts.map(([key, text]) => `    ${key}: ${tsString(text)},`).join('\n');
  return `/**
 * Texts of ${n.type}, per language, under the \`${n.field}\` domain (\`t('${n.field}.<key>')\`). The definition
 * declares them as \`locales: { ${n.field}: ${n.camel}Texts }\`; the runtime adds them to i18n when the plugin is
 * registered. zh and en keep the same keys (a test checks it); counted texts use i18next plurals (_one / _other).
 */
export const ${n.camel}Texts = {
  zh: {
${body(zh)}
  },
  en: {
${body(en)}
  },
} as const;
`;
}

function fieldTsx(n: FieldNames): string {
  const c = n.cssClass;
  if (n.valueKind === 'multi') {
    return `import { useState, type KeyboardEvent } from 'react';
import { useT } from '@react';
import { useFieldControlProps } from '@react/form';
import { isInteractive, useFadedStyle } from '../shared/field-env';
import type { FieldEditProps } from '../shared/types';
import { ${constName(n)}_MAX_COUNT, normalize${n.pascal} } from './normalize';
import './${n.kebab}.css';

/** Props of {@link ${n.pascal}Field}. */
export interface ${n.pascal}FieldProps extends FieldEditProps<string[]> {
  /** The most entries (x-props \`maxCount\`). */
  maxCount?: number;
}

/** ${n.type} edit component: the entries with a Remove button each, and a box that adds one (Add or Enter). */
export function ${n.pascal}Field({ value, onChange, onBlur, onFocus, disabled, readOnly, placeholder, maxCount = ${constName(n)}_MAX_COUNT }: ${n.pascal}FieldProps) {
  const t = useT();
  const control = useFieldControlProps();
  const faded = useFadedStyle({ disabled, readOnly });
  const [draft, setDraft] = useState('');
  const items = normalize${n.pascal}(value);
  const locked = !isInteractive({ disabled, readOnly });
  const full = items.length >= maxCount;
  const add = () => {
    const next = normalize${n.pascal}([...items, draft]);
    if (next.length > items.length) onChange?.(next);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!locked && !full) add();
  };
  return (
    <div className="${c}" style={faded}>
      {items.length > 0 ? (
        <ul className="${c}__items">
          {items.map((item) => (
            <li key={item} className="${c}__item">
              <span>{item}</span>
              <button type="button" className="${c}__remove" aria-label={t('${n.field}.remove', { item })} disabled={locked} onClick={() => onChange?.(items.filter((other) => other !== item))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="${c}__entry">
        <input
          {...control}
          type="text"
          className="${c}__input"
          value={draft}
          placeholder={placeholder ?? t('${n.field}.placeholder')}
          disabled={disabled || full}
          readOnly={readOnly}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
        />
        <button type="button" className="${c}__add" disabled={locked || full || draft.trim() === ''} onClick={add}>
          {t('${n.field}.add')}
        </button>
      </div>
      {full && !locked ? <p className="${c}__hint">{t('${n.field}.full', { count: maxCount })}</p> : null}
    </div>
  );
}
`;
  }
  return `import { useT } from '@react';
import { useFieldControlProps } from '@react/form';
import { useFadedStyle } from '../shared/field-env';
import type { FieldEditProps } from '../shared/types';
import { ${constName(n)}_MAX_LENGTH, normalize${n.pascal} } from './normalize';
import './${n.kebab}.css';

/** Props of {@link ${n.pascal}Field}. */
export interface ${n.pascal}FieldProps extends FieldEditProps<string> {
  /** The longest text (x-props \`maxLength\`). */
  maxLength?: number;
}

/** ${n.type} edit component: one line of text, trimmed when the user leaves the box. */
export function ${n.pascal}Field({ value, onChange, onBlur, onFocus, disabled, readOnly, placeholder, maxLength = ${constName(n)}_MAX_LENGTH }: ${n.pascal}FieldProps) {
  const t = useT();
  // The form row's label, error and required state for the focusable control (plugins/fields/README.md).
  const control = useFieldControlProps();
  const faded = useFadedStyle({ disabled, readOnly });
  const text = typeof value === 'string' ? value : normalize${n.pascal}(value);
  return (
    <div className="${c}" style={faded}>
      <input
        {...control}
        type="text"
        className="${c}__input"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder ?? t('${n.field}.placeholder')}
        disabled={disabled}
        readOnly={readOnly}
        onChange={(event) => onChange?.(event.target.value)}
        onFocus={onFocus}
        onBlur={() => {
          const trimmed = normalize${n.pascal}(text);
          if (trimmed !== text) onChange?.(trimmed);
          onBlur?.();
        }}
      />
    </div>
  );
}
`;
}

function readPrettyTsx(n: FieldNames): string {
  if (n.valueKind === 'multi') {
    return `import { useT } from '@react';
import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { normalize${n.pascal} } from './normalize';

/** ${n.type} read-only display: the entries in a row, '--' when there are none. */
export function ${n.pascal}ReadPretty({ value }: FieldReadProps<unknown>) {
  const t = useT();
  return <ReadOnlyText text={normalize${n.pascal}(value).join(t('${n.field}.separator'))} />;
}
`;
  }
  return `import { ReadOnlyText } from '../shared/read-only';
import type { FieldReadProps } from '../shared/types';
import { normalize${n.pascal} } from './normalize';

/** ${n.type} read-only display: the text, '--' when empty. */
export function ${n.pascal}ReadPretty({ value }: FieldReadProps<unknown>) {
  return <ReadOnlyText text={normalize${n.pascal}(value)} />;
}
`;
}

function css(n: FieldNames): string {
  const c = n.cssClass;
  const input = `.${c} {
  display: flex;
  flex-direction: column;
  gap: 8px;
}
.${c}__input {
  box-sizing: border-box;
  flex: 1;
  width: 100%;
  /* A touch target of 44 px (issue 13); a tap on the title focuses it too. */
  min-height: var(--sd-touch-target, 44px);
  padding: 8px 0;
  border: 0;
  outline-offset: 2px;
  background: transparent;
  color: var(--sd-color-text);
  font: inherit;
  font-size: var(--sd-field-font-size, 15px);
}
.${c}__input::placeholder {
  color: var(--sd-color-placeholder);
}
.${c}__input:disabled {
  color: var(--sd-color-disabled);
}
`;
  if (n.valueKind !== 'multi') return input;
  return `${input}.${c}__items {
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;
}
.${c}__item {
  display: inline-flex;
  align-items: center;
  padding-left: 12px;
  border-radius: 22px;
  background: var(--sd-color-fill);
  color: var(--sd-color-text);
}
.${c}__remove {
  min-width: 44px;
  min-height: 44px;
  border: 0;
  background: none;
  color: var(--sd-color-text-secondary);
  font-size: 18px;
  cursor: pointer;
}
.${c}__entry {
  display: flex;
  align-items: center;
  gap: 8px;
}
.${c}__add {
  min-height: 44px;
  padding: 0 16px;
  border: 1px solid var(--sd-color-brand);
  border-radius: 6px;
  background: var(--sd-color-surface);
  color: var(--sd-color-brand);
  font: inherit;
  cursor: pointer;
}
.${c}__add:disabled,
.${c}__remove:disabled {
  border-color: var(--sd-color-border);
  color: var(--sd-color-disabled);
  cursor: not-allowed;
}
.${c}__hint {
  margin: 0;
  font-size: 12px;
  color: var(--sd-color-text-secondary);
}
`;
}

function normalizeTestTs(n: FieldNames): string {
  if (n.valueKind === 'multi') {
    return `import { describe, expect, it } from 'vitest';
import { ${constName(n)}_MAX_COUNT, map${n.pascal}Props, normalize${n.pascal} } from './normalize';

describe('${n.type} normalisers', () => {
  it('keeps the non-empty entries, trimmed, each once', () => {
    expect(normalize${n.pascal}([' a ', 'b', 'a', '', '  ', 7, null, { x: 1 }])).toEqual(['a', 'b', '7']);
    expect(normalize${n.pascal}(' one ')).toEqual(['one']);
    for (const empty of [undefined, null, [], '']) expect(normalize${n.pascal}(empty)).toEqual([]);
  });

  it('reads maxCount from x-props, else the default', () => {
    expect(map${n.pascal}Props({ maxCount: 3 })).toEqual({ maxCount: 3 });
    expect(map${n.pascal}Props({ maxCount: '4' })).toEqual({ maxCount: 4 });
    for (const bad of [0, -1, 2.5, 'many', undefined]) expect(map${n.pascal}Props({ maxCount: bad })).toEqual({ maxCount: ${constName(n)}_MAX_COUNT });
  });
});
`;
  }
  return `import { describe, expect, it } from 'vitest';
import { ${constName(n)}_MAX_LENGTH, map${n.pascal}Props, normalize${n.pascal} } from './normalize';

describe('${n.type} normalisers', () => {
  it('trims text, keeps numbers as text and empties the rest', () => {
    expect(normalize${n.pascal}('  hello  ')).toBe('hello');
    expect(normalize${n.pascal}(42)).toBe('42');
    for (const empty of [undefined, null, '   ', NaN, ['a'], { a: 1 }]) expect(normalize${n.pascal}(empty)).toBe('');
  });

  it('reads maxLength from x-props, else the default', () => {
    expect(map${n.pascal}Props({ maxLength: 20 })).toEqual({ maxLength: 20 });
    expect(map${n.pascal}Props({ maxLength: '30' })).toEqual({ maxLength: 30 });
    for (const bad of [0, -1, 2.5, 'long', undefined]) expect(map${n.pascal}Props({ maxLength: bad })).toEqual({ maxLength: ${constName(n)}_MAX_LENGTH });
  });
});
`;
}

function componentTestTsx(n: FieldNames): string {
  const imports = `// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fixture from '../../../fixtures/fields/${n.type}.fields.json';
import stored from '../../../fixtures/fields/${n.type}.values.json';
import { controlledHost, fieldControl, renderField, renderSchemaForm } from '../shared/test-utils';
import { ${n.field} } from './definition';
import { ${n.camel}Texts } from './locales';
import { ${n.pascal}Field } from './${n.pascal}Field';
import { ${n.pascal}ReadPretty } from './${n.pascal}ReadPretty';

afterEach(cleanup);

const Host = controlledHost(${n.pascal}Field);
const code = '${n.code}';
`;
  if (n.valueKind === 'multi') {
    return `${imports}
describe('${n.type} definition', () => {
  it('serves ${n.type} as a list with its edit and read-only components and its texts', () => {
    expect(${n.field}.type).toBe('${n.type}');
    expect(${n.field}.valueKind).toBe('multi');
    expect(${n.field}.emptyValue?.()).toEqual([]);
    expect(${n.field}.component).toBe(${n.pascal}Field);
    expect(${n.field}.readPretty).toBe(${n.pascal}ReadPretty);
    expect(${n.field}.locales).toEqual({ ${n.field}: ${n.camel}Texts });
    expect(${n.field}.mapProps?.({ maxCount: 3 })).toEqual({ maxCount: 3 });
    expect(${n.field}.commitValue?.([' a ', 'a', ''], {})).toEqual(['a']);
  });
});

describe('${n.pascal}Field', () => {
  it('adds an entry with Add or Enter, skips blanks and repeats, and removes one with its button', () => {
    const onChange = vi.fn();
    const { runtime } = renderField(<Host onChange={onChange} />);
    const t = runtime.i18n.t;
    const box = screen.getByRole('textbox');
    const add = screen.getByRole('button', { name: t('${n.field}.add') });
    expect(add.hasAttribute('disabled')).toBe(true);
    fireEvent.change(box, { target: { value: ' first ' } });
    fireEvent.click(add);
    expect(onChange).toHaveBeenLastCalledWith(['first']);
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.change(box, { target: { value: 'second' } });
    expect(fireEvent.keyDown(box, { key: 'Enter' })).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(['first', 'second']);
    fireEvent.change(box, { target: { value: 'first' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('button', { name: t('${n.field}.remove', { item: 'first' }) }));
    expect(onChange).toHaveBeenLastCalledWith(['second']);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['second×']);
  });

  it('stops at maxCount and says so', () => {
    const { runtime } = renderField(<Host initial={['a', 'b']} maxCount={2} />, { language: 'en' });
    expect(screen.getByRole('textbox').hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(runtime.i18n.t('${n.field}.full', { count: 2 }))).toBeTruthy();
  });

  it('shows its placeholder in the current language', () => {
    renderField(<Host />);
    expect(screen.getByPlaceholderText(${n.camel}Texts.zh.placeholder)).toBeTruthy();
    cleanup();
    renderField(<Host />, { language: 'en' });
    expect(screen.getByPlaceholderText(${n.camel}Texts.en.placeholder)).toBeTruthy();
  });

  it('cannot be changed when read-only or disabled', () => {
    const onChange = vi.fn();
    renderField(<${n.pascal}Field value={['a']} readOnly onChange={onChange} />);
    expect(screen.getByRole('textbox').hasAttribute('readonly')).toBe(true);
    for (const button of screen.getAllByRole('button')) expect(button.hasAttribute('disabled')).toBe(true);
    cleanup();
    renderField(<${n.pascal}Field value={['a']} disabled onChange={onChange} />);
    expect(screen.getByRole('textbox').hasAttribute('disabled')).toBe(true);
    for (const button of screen.getAllByRole('button')) fireEvent.click(button);
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('${n.pascal}ReadPretty', () => {
  it("shows the entries in a row, or '--' when there are none", () => {
    const { runtime } = renderField(<${n.pascal}ReadPretty value={['a', 'b']} />, { language: 'en' });
    expect(screen.getByText(['a', 'b'].join(runtime.i18n.t('${n.field}.separator')))).toBeTruthy();
    cleanup();
    for (const empty of [undefined, [], null, ['  ']]) {
      const { container } = renderField(<${n.pascal}ReadPretty value={empty} />);
      expect(container.textContent).toBe('--');
      cleanup();
    }
  });
});

describe('${n.type} in a server form (fixtures/fields/${n.type}.fields.json)', () => {
  it('is named by its title and adds to the form value', () => {
    const controller = renderSchemaForm(fixture, { values: stored });
    const box = within(fieldControl(code)).getByRole('textbox');
    const label = document.querySelector(\`[data-field="\${code}"] .sd-form-item__label\`);
    expect(box.getAttribute('aria-labelledby')).toBe(label?.id);
    fireEvent.change(box, { target: { value: 'new entry' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(controller.getValues()[code]).toEqual([...stored[code], 'new entry']);
  });

  it('shows the stored entries read-only', () => {
    renderSchemaForm(fixture, { values: stored, mode: 'readOnly' });
    expect(fieldControl(code).textContent).toBe(stored[code].join(${n.camel}Texts.zh.separator));
    expect(within(fieldControl(code)).queryByRole('textbox')).toBeNull();
  });
});
`;
  }
  return `${imports}
describe('${n.type} definition', () => {
  it('serves ${n.type} as a single value with its edit and read-only components and its texts', () => {
    expect(${n.field}.type).toBe('${n.type}');
    expect(${n.field}.valueKind).toBe('single');
    expect(${n.field}.emptyValue?.()).toBe('');
    expect(${n.field}.component).toBe(${n.pascal}Field);
    expect(${n.field}.readPretty).toBe(${n.pascal}ReadPretty);
    expect(${n.field}.locales).toEqual({ ${n.field}: ${n.camel}Texts });
    expect(${n.field}.mapProps?.({ maxLength: 20 })).toEqual({ maxLength: 20 });
    expect(${n.field}.commitValue?.('  x  ', {})).toBe('x');
  });
});

describe('${n.pascal}Field', () => {
  it('reports what is typed and trims it when the user leaves the box', () => {
    const onChange = vi.fn();
    const onBlur = vi.fn();
    renderField(<Host onChange={onChange} onBlur={onBlur} />);
    const box = screen.getByRole('textbox');
    fireEvent.change(box, { target: { value: '  hello  ' } });
    expect(onChange).toHaveBeenLastCalledWith('  hello  ');
    fireEvent.blur(box);
    expect(onChange).toHaveBeenLastCalledWith('hello');
    expect((box as HTMLInputElement).value).toBe('hello');
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('shows its placeholder in the current language', () => {
    renderField(<Host />);
    expect(screen.getByPlaceholderText(${n.camel}Texts.zh.placeholder)).toBeTruthy();
    cleanup();
    renderField(<Host />, { language: 'en' });
    expect(screen.getByPlaceholderText(${n.camel}Texts.en.placeholder)).toBeTruthy();
  });

  it('takes maxLength and cannot be edited when read-only or disabled', () => {
    renderField(<${n.pascal}Field value="x" maxLength={5} />);
    expect(screen.getByRole('textbox').getAttribute('maxlength')).toBe('5');
    cleanup();
    renderField(<${n.pascal}Field value="x" readOnly />);
    expect(screen.getByRole('textbox').hasAttribute('readonly')).toBe(true);
    cleanup();
    renderField(<${n.pascal}Field value="x" disabled />);
    expect(screen.getByRole('textbox').hasAttribute('disabled')).toBe(true);
  });
});

describe('${n.pascal}ReadPretty', () => {
  it("shows the text, or '--' when empty", () => {
    renderField(<${n.pascal}ReadPretty value=" shown " />);
    expect(screen.getByText('shown')).toBeTruthy();
    cleanup();
    for (const empty of [undefined, '', '   ', null]) {
      const { container } = renderField(<${n.pascal}ReadPretty value={empty} />);
      expect(container.textContent).toBe('--');
      cleanup();
    }
  });
});

describe('${n.type} in a server form (fixtures/fields/${n.type}.fields.json)', () => {
  it('is named by its title and writes the trimmed text into the form value', () => {
    const controller = renderSchemaForm(fixture, { values: stored });
    const box = within(fieldControl(code)).getByRole('textbox');
    const label = document.querySelector(\`[data-field="\${code}"] .sd-form-item__label\`);
    expect(box.getAttribute('aria-labelledby')).toBe(label?.id);
    expect((box as HTMLInputElement).value).toBe(stored[code]);
    fireEvent.change(box, { target: { value: '  changed  ' } });
    fireEvent.blur(box);
    expect(controller.getValues()[code]).toBe('changed');
  });

  it('shows the stored value read-only', () => {
    renderSchemaForm(fixture, { values: stored, mode: 'readOnly' });
    expect(fieldControl(code).textContent).toBe(stored[code]);
    expect(within(fieldControl(code)).queryByRole('textbox')).toBeNull();
  });
});
`;
}

function storyTsx(n: FieldNames): string {
  return `import schema from '../../fixtures/fields/${n.type}.fields.json';
import values from '../../fixtures/fields/${n.type}.values.json';
import { batch2Meta, batch2Story } from './story-factory';

// fixtures/fields/${n.type}.fields.json (scaffolded by \`npx schemadesk new-field ${n.type}\`): the field with its
// stored value (fixtures/fields/${n.type}.values.json) in every mode.
const meta = { title: 'Fields/${n.type}', ...batch2Meta({ schema, values }) };

export default meta;

export const Edit = batch2Story('edit');
export const Empty = batch2Story('empty');
export const ReadOnly = batch2Story('readOnly');
export const Disabled = batch2Story('disabled');
`;
}

/** The sample value stored in the fixture (and the all-types form). */
export function sampleValue(n: FieldNames): string | string[] {
  return n.valueKind === 'multi' ? ['示例一', '示例二'] : '示例文本';
}

function fieldsJson(n: FieldNames): string {
  const xProps = n.valueKind === 'multi' ? { maxCount: 5, fieldWidth: 'WHOLE_LINE' } : { maxLength: 50, fieldWidth: 'WHOLE_LINE' };
  const schema = { type: 'object', properties: { [n.code]: { key: n.code, title: n.nameZh, 'x-component': n.type, 'x-index': 0, 'x-props': xProps } } };
  return `${JSON.stringify(schema, null, 2)}\n`;
}

function valuesJson(n: FieldNames): string {
  return `${JSON.stringify({ [n.code]: sampleValue(n) }, null, 2)}\n`;
}

/** Every new file of the type, paths relative to the repository root. */
export function pluginFiles(n: FieldNames): TemplateFile[] {
  const dir = `plugins/fields/${n.type}`;
  return [
    { path: `${dir}/index.ts`, content: indexTs(n) },
    { path: `${dir}/definition.ts`, content: definitionTs(n) },
    { path: `${dir}/normalize.ts`, content: normalizeTs(n) },
    { path: `${dir}/locales.ts`, content: localesTs(n) },
    { path: `${dir}/${n.pascal}Field.tsx`, content: fieldTsx(n) },
    { path: `${dir}/${n.pascal}ReadPretty.tsx`, content: readPrettyTsx(n) },
    { path: `${dir}/${n.kebab}.css`, content: css(n) },
    { path: `${dir}/${n.kebab}.test.ts`, content: normalizeTestTs(n) },
    { path: `${dir}/${n.kebab}.test.tsx`, content: componentTestTsx(n) },
    { path: `stories/fields/${n.type}.stories.tsx`, content: storyTsx(n) },
    { path: `fixtures/fields/${n.type}.fields.json`, content: fieldsJson(n) },
    { path: `fixtures/fields/${n.type}.values.json`, content: valuesJson(n) },
  ];
}
