import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import type { FieldEditProps } from '../shared/types';
import { htmlOf, isEmptyRichText, type RichTextMappedProps } from './normalize';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextView } from './RichTextReadPretty';
import './rich-text.css';

// The editor (tiptap + ProseMirror) is a chunk of its own, fetched when a rich-text field is first edited.
const LazyEditor = lazy(() => import('./RichTextEditor'));

/** Props of {@link RichTextField}. */
export interface RichTextFieldProps extends FieldEditProps<string>, RichTextMappedProps {
  /** Called with `generateRuleId` when the AI button is tapped (the host runs the generation). */
  onAIGenerate?: (generateRuleId: string | undefined) => void;
  /** Hands the editor instance over once loaded. */
  onEditorReady?: RichTextEditorProps['onReady'];
}

class EditorBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Rich-text editor failed to load', error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * RICH_TEXT edit component: the lazily loaded editor (value = HTML, an
 * empty editor gives `<p></p>`). `showAIButton` / `generateRuleId` are
 * passed through: the button calls `onAIGenerate(generateRuleId)`. Disabled
 * and read-only fields show the sanitised content, faded, and cannot be edited.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, showAIButton, generateRuleId, onAIGenerate, onEditorReady } = props;
  const { t } = useFieldEnv();
  const faded = useFadedStyle({ disabled, readOnly });
  if (!isInteractive({ disabled, readOnly })) {
    const html = htmlOf(value);
    return (
      <div className="sd-rich-locked" style={faded} aria-disabled="true" data-testid="rich-text-locked">
        {isEmptyRichText(html) ? <span className="sd-picker-placeholder">{placeholder || t('richText.placeholder')}</span> : <RichTextView html={html} />}
      </div>
    );
  }
  const aiButton = showAIButton ? (
    <Button size="mini" color="primary" fill="outline" className="sd-rich-ai" data-rule-id={generateRuleId} onClick={() => onAIGenerate?.(generateRuleId)}>
      {t('richText.aiGenerate')}
    </Button>
  ) : null;
  return (
    <EditorBoundary fallback={<div className="sd-rich-status" role="alert">{t('richText.loadFailed')}</div>}>
      <Suspense
        fallback={
          <div className="sd-rich-status" data-testid="rich-text-loading">
            <DotLoading /> {t('richText.loadingEditor')}
          </div>
        }
      >
        <LazyEditor value={htmlOf(value)} onChange={onChange} onFocus={onFocus} onBlur={onBlur} placeholder={placeholder} toolbarExtra={aiButton} onReady={onEditorReady} />
      </Suspense>
    </EditorBoundary>
  );
}
