import { Component, useMemo, type ErrorInfo, type ReactNode } from 'react';
import { isVoidField, type Field, type GeneralField } from '@formily/core';
import { FieldContext, observer } from '@formily/react';
import { raw, toJS } from '@formily/reactive';
import type { FieldEntry } from '../../core/form/interpreter/interpret';
import { textLang } from '../../core/i18n/text-lang';
import { useLanguage } from '../runtime/runtime-provider';
import { UNKNOWN_COMPONENT } from '../../core/form/interpreter/interpret';
import { readPrettyOf } from './connect-field';
import { useSchemaFormContext } from './context';
import { FormItem, ReadPrettyText } from './form-item';
import type { FieldComponentProps } from './types';
import { UnknownField } from './unknown-field';

type AnyProps = FieldComponentProps & Record<string, unknown>;
type Renderable = React.ComponentType<AnyProps>;

/** Function components, classes and exotic components (memo, forwardRef, lazy) can be rendered. */
export function isRenderableComponent(value: unknown): value is Renderable {
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

function errorsOf(node: GeneralField): string[] {
  if (isVoidField(node)) return [];
  return (node.selfErrors as unknown[]).map(String).filter(Boolean);
}

/** Stable handlers per field, so memoised plugin components are not re-rendered by new closures. */
function useHandlers(node: GeneralField) {
  return useMemo(() => {
    if (isVoidField(node)) return {};
    const field = node as Field;
    const forward = (name: 'onChange' | 'onFocus' | 'onBlur', args: unknown[]) => {
      const own = (field.componentProps as Record<string, unknown> | undefined)?.[name];
      if (typeof own === 'function') (own as (...a: unknown[]) => void)(...args);
    };
    return {
      onChange: (...args: unknown[]) => {
        field.onInput(...args);
        forward('onChange', args);
      },
      onFocus: (...args: unknown[]) => {
        field.onFocus(...args);
        forward('onFocus', args);
      },
      onBlur: (...args: unknown[]) => {
        field.onBlur(...args);
        forward('onBlur', args);
      },
    };
  }, [node]);
}

interface FieldViewProps {
  node: GeneralField;
  entry: FieldEntry;
}

/**
 * One field: an observer of exactly this Formily field (value, errors,
 * pattern, props), so typing in one field re-renders that field alone. The
 * component comes from the runtime registry; unknown types show the notice.
 */
export const FieldView = observer(function FieldView({ node, entry }: FieldViewProps) {
  const ctx = useSchemaFormContext();
  const language = useLanguage();
  const handlers = useHandlers(node);
  const isVoid = isVoidField(node);
  const formPattern = node.form.pattern;
  const formReadOnly = ctx.mode === 'readOnly' || formPattern === 'readPretty';
  const pattern = node.pattern;
  const readPretty = formReadOnly || pattern === 'readPretty';
  const typeName = typeof node.componentType === 'string' ? node.componentType : undefined;
  const def = typeName && typeName !== UNKNOWN_COMPONENT ? ctx.lookup(typeName) : undefined;
  const { description, ...componentProps } = (toJS(node.componentProps) ?? {}) as Record<string, unknown>;
  // The plain value behind Formily's proxy, not a deep copy: values are only ever replaced (the
  // controller writes table cells into new rows), so reading `value` tracks every change, and a
  // 500-row table is not copied on each edit (unchanged rows keep their identity for memoised rows).
  const value = isVoid ? undefined : raw((node as Field).value);

  let content: ReactNode;
  if (!def || !isRenderableComponent(def.component)) {
    const serverType = typeof componentProps.serverType === 'string' ? componentProps.serverType : entry.field.type;
    content = <UnknownField serverType={serverType} />;
  } else if (readPretty) {
    const candidate = def.readPretty ?? readPrettyOf(def.component);
    const ReadPretty = isRenderableComponent(candidate) ? candidate : undefined;
    content = ReadPretty ? <ReadPretty {...componentProps} value={value} readOnly /> : <ReadPrettyText value={value} />;
  } else {
    const Edit = def.component;
    content = (
      <Edit
        {...componentProps}
        {...handlers}
        value={value}
        disabled={pattern === 'disabled' || undefined}
        readOnly={pattern === 'readOnly' || undefined}
      />
    );
  }

  return (
    <FieldContext.Provider value={node}>
      <FormItem
        id={`sd-field-${entry.address}`}
        title={node.title}
        titleLang={textLang(node.title, language)}
        requiredText={ctx.t('schemaForm.required')}
        required={!isVoid && !readPretty && (node as Field).required}
        errors={errorsOf(node)}
        description={typeof description === 'string' || typeof description === 'number' ? String(description) : node.description}
        dimmed={!formReadOnly && pattern !== 'editable'}
        dimmedOpacity={ctx.readOnlyOpacity}
      >
        {content}
      </FormItem>
    </FieldContext.Provider>
  );
});

interface BoundaryProps {
  title: string;
  children: ReactNode;
}

/** Contains a field that throws while rendering: the form around it keeps working. */
export class FieldBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Field "${this.props.title}" failed to render`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FieldFailed title={this.props.title} /> : this.props.children;
  }
}

function FieldFailed({ title }: { title: string }) {
  const { t } = useSchemaFormContext();
  return (
    <div className="sd-field-failed" role="alert">
      {t('schemaForm.fieldFailed', { title })}
    </div>
  );
}
