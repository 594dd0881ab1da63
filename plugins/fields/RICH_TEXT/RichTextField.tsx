import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Button, DotLoading } from 'antd-mobile';
import { useFieldControlProps } from '@react/form/field-a11y';
import { isInteractive, useFadedStyle, useFieldEnv } from '../shared/field-env';
import { lazyCode, LazyCodeFailure, useLazyCode } from '../shared/lazy-code';
import type { FieldEditProps } from '../shared/types';
import { htmlOf, isEmptyRichText, type RichTextMappedProps } from './normalize';
import { richTextPlainText } from './plain-text';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextView } from './RichTextReadPretty';
import { useAiGenerate } from './use-ai-generate';
import './rich-text.css';

// The editor (tiptap + ProseMirror, ~130 KB gz) is a chunk of its own, fetched when the user first
// activates a rich-text field (prefetched on its focus or pointerdown); a light stand-in shows until then.
export const richTextEditorCode = lazyCode(() => import('./RichTextEditor'));

/** Props of {@link RichTextField}. */
export interface RichTextFieldProps extends FieldEditProps<string>, RichTextMappedProps {
  /**
   * A host that runs the generation itself: called with `generateRuleId` when the AI button is tapped, and the field
   * does not stream. @default the field streams the rule's generation into itself (service-desk §3)
   */
  onAIGenerate?: (generateRuleId: string | undefined) => void;
  /** Hands the editor instance over once loaded. */
  onEditorReady?: RichTextEditorProps['onReady'];
}

/** The editor's toolbar marks, drawn inert in the stand-in so the box does not move when the editor replaces it. */
const TOOL_MARKS: ReadonlyArray<[key: string, text: string]> = [
  ['bold', 'B'],
  ['italic', 'I'],
  ['strike', 'S'],
  ['bulletList', '•'],
  ['orderedList', '1.'],
  ['undo', '↶'],
  ['redo', '↷'],
];

/** Focus that came from the keyboard (Tab, a form focusing its first invalid control), not a pointer. */
const isKeyboardFocus = (element: Element) => {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible (jsdom): only a tap or a key activates then.
    return false;
  }
};

/** A printable key typed without a shortcut modifier: the user started writing in the stand-in. */
const isTyping = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

/**
 * RICH_TEXT edit component (value = HTML, an empty editor gives `<p></p>`). Until the user activates
 * it (tap, keyboard focus, Enter or Space, typing) it is a stand-in of the editor's box: a focusable
 * `role="textbox"` named by the form row showing the placeholder or the value's text. Activation
 * loads the editor and moves the focus into it (what was typed meanwhile is kept). With `showAIButton` and a
 * `generateRuleId` the AI button streams the rule's text into the field as it arrives (sanitised), with a Stop
 * control meanwhile; stopping keeps the partial text, a failure says so and keeps the content. Disabled and
 * read-only fields show the sanitised content, faded, and cannot be edited.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { value, onChange, onFocus, onBlur, disabled, readOnly, placeholder, showAIButton, generateRuleId, onAIGenerate, onEditorReady } = props;
  const { t } = useFieldEnv();
  const faded = useFadedStyle({ disabled, readOnly });
  const editor = useLazyCode(richTextEditorCode);
  const [active, setActive] = useState(false);
  const [typed, setTyped] = useState('');
  // Cleared when the user leaves the stand-in for another control while the editor loads.
  const [focusOnLoad, setFocusOnLoad] = useState(true);
  const ai = useAiGenerate(generateRuleId, value, onChange);
  if (!isInteractive({ disabled, readOnly })) {
    const html = htmlOf(value);
    return (
      <div className="sd-rich-locked" style={faded} aria-disabled="true" data-testid="rich-text-locked">
        {isEmptyRichText(html) ? <span className="sd-picker-placeholder">{placeholder || t('richText.placeholder')}</span> : <RichTextView html={html} />}
      </div>
    );
  }
  const aiButton = showAIButton ? (
    <>
      {ai.streaming ? (
        <Button size="mini" color="danger" fill="outline" className="sd-rich-ai" data-testid="rich-ai-stop" onClick={ai.stop}>
          {t('richText.aiStop')}
        </Button>
      ) : (
        <Button
          size="mini"
          color="primary"
          fill="outline"
          className="sd-rich-ai"
          data-testid="rich-ai-generate"
          data-rule-id={generateRuleId}
          disabled={!generateRuleId}
          onClick={() => (onAIGenerate ? onAIGenerate(generateRuleId) : ai.start())}
        >
          {t('richText.aiGenerate')}
        </Button>
      )}
      <span className="sd-rich-ai-status" role="status" data-testid="rich-ai-status">
        {ai.streaming ? t('richText.aiStreaming') : ''}
      </span>
    </>
  ) : null;
  const aiError = ai.error ? (
    <div className="sd-rich-ai-error" role="alert" data-testid="rich-ai-error">
      {ai.error}
    </div>
  ) : null;
  if (active && editor.module) {
    const Editor = editor.module.default;
    return (
      <>
        <Editor
          value={htmlOf(value)}
          onChange={onChange}
          onFocus={onFocus}
          onBlur={onBlur}
          placeholder={placeholder}
          toolbarExtra={aiButton}
          onReady={onEditorReady}
          autoFocus={focusOnLoad}
          initialInput={typed}
        />
        {aiError}
      </>
    );
  }
  const activate = () => {
    setActive(true);
    setFocusOnLoad(true);
    editor.request();
  };
  return (
    <>
      <RichTextStandIn
        value={htmlOf(value)}
        placeholder={placeholder || t('richText.placeholder')}
        typed={typed}
        busy={active && !editor.failed}
        aiButton={aiButton}
        onPrefetch={editor.prefetch}
        onActivate={activate}
        onType={(text) => {
          setTyped((before) => before + text);
          activate();
        }}
        onFocus={onFocus}
        onBlur={(movedTo) => {
          // The stand-in giving way to the editor is not leaving the field; going to another control is.
          if (active && !movedTo) return;
          if (active) setFocusOnLoad(false);
          onBlur?.();
        }}
      />
      {active ? <LazyCodeFailure state={editor} testId="rich-text" /> : null}
      {aiError}
    </>
  );
}

interface RichTextStandInProps {
  value: string;
  placeholder: string;
  /** Typed before the editor arrived (shown, then handed to the editor). */
  typed: string;
  busy: boolean;
  aiButton: React.ReactNode;
  onPrefetch: () => void;
  onActivate: () => void;
  onType: (text: string) => void;
  onFocus?: () => void;
  /** With the element the focus went to, if any. */
  onBlur: (movedTo: Element | null) => void;
}

/** The editor's box before its code is there: the same frame and toolbar height, the value as the view shows it. */
function RichTextStandIn({ value, placeholder, typed, busy, aiButton, onPrefetch, onActivate, onType, onFocus, onBlur }: RichTextStandInProps) {
  const row = useFieldControlProps();
  const box = useRef<HTMLDivElement>(null);
  const text = useMemo(() => (isEmptyRichText(value) ? '' : richTextPlainText(value)), [value]);
  const shown = text + typed;
  return (
    <div className="sd-rich-editor sd-rich-standin" data-testid="rich-text-standin">
      <div className="sd-rich-toolbar">
        {TOOL_MARKS.map(([key, mark]) => (
          <span key={key} className={`sd-rich-tool sd-rich-tool--${key} sd-rich-tool--mark`} aria-hidden="true">
            {mark}
          </span>
        ))}
        {busy ? <DotLoading className="sd-rich-standin-busy" aria-hidden="true" /> : null}
        {aiButton}
      </div>
      <div className="sd-rich-body">
        {shown ? null : (
          <div className="sd-rich-placeholder" aria-hidden="true">
            {placeholder}
          </div>
        )}
        <div
          ref={box}
          className="sd-rich-text sd-rich-editor-content sd-rich-standin-text"
          role="textbox"
          aria-multiline="true"
          aria-label={placeholder}
          aria-placeholder={placeholder}
          aria-busy={busy || undefined}
          tabIndex={0}
          {...row}
          onPointerDown={onPrefetch}
          onFocus={(event) => {
            onPrefetch();
            onFocus?.();
            // Reached by the keyboard: typing (an IME, a dictation) needs a real editor, which cannot be
            // emulated on this box, so the editor loads now and takes the focus if the user is still here.
            if (isKeyboardFocus(event.currentTarget)) onActivate();
          }}
          onBlur={(event) => onBlur(event.relatedTarget instanceof Element ? event.relatedTarget : null)}
          onClick={onActivate}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onActivate();
            } else if (isTyping(event)) {
              event.preventDefault();
              onType(event.key);
            }
          }}
        >
          {/* The value as the editor will show it (images too: a chat's pictures, an AI answer's paragraphs), sanitised;
              once the user types before the editor arrives, the text and what was typed. */}
          {typed || !text ? shown : <RichTextView html={value} />}
        </div>
      </div>
    </div>
  );
}
