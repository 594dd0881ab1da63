import { useContext, type CSSProperties } from 'react';
import type { TOptions } from 'i18next';
import type { Language, Runtime } from '@core';
import { useLanguage, useRuntime, useT } from '@react';
import { SchemaFormContext } from '@react/form/context';

/** What field components need from the runtime. */
export interface FieldEnv {
  runtime: Runtime;
  t: (key: string, options?: TOptions) => string;
  language: Language;
}

/** The runtime, translator and language of the nearest RuntimeProvider. */
export function useFieldEnv(): FieldEnv {
  return { runtime: useRuntime(), t: useT(), language: useLanguage() };
}

/** Whether a field may be opened or edited (disabled and read-only fields cannot). */
export function isInteractive(props: { disabled?: boolean; readOnly?: boolean }): boolean {
  return !props.disabled && !props.readOnly;
}

/**
 * Style of a field that cannot be edited: faded to the configured
 * `readOnlyOpacity` (0.45 by default). Editable fields get no style.
 */
export function fadedStyle(props: { disabled?: boolean; readOnly?: boolean }, opacity: number): CSSProperties | undefined {
  return isInteractive(props) ? undefined : { opacity };
}

/**
 * The fade of a field that cannot be edited. Inside a SchemaForm the
 * FormItem decorator already dims such fields with `readOnlyOpacity`, so
 * the field adds nothing there (no double fade); used on its own (tables,
 * stories, other hosts) it fades itself.
 */
export function useFadedStyle(props: { disabled?: boolean; readOnly?: boolean }): CSSProperties | undefined {
  const runtime = useRuntime();
  const inSchemaForm = useContext(SchemaFormContext) !== null;
  return inSchemaForm ? undefined : fadedStyle(props, runtime.config.readOnlyOpacity);
}
