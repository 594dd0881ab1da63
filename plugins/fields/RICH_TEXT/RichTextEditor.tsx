// The tiptap editor: loaded on demand by RichTextField (a chunk of its own, not in the first bundle).
import { useEffect, useRef } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useFieldControlProps } from '@react/form/field-a11y';
import Image from '@tiptap/extension-image';
import { useT } from '@react';
import { isEmptyRichText } from '@core/form/rules';
import { editorValue, htmlOf } from './normalize';
import { sanitizeRichText } from './sanitize';
import './rich-text.css';

/** Props of {@link RichTextEditor}. */
export interface RichTextEditorProps {
  value?: string;
  onChange?: (html: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
  placeholder?: string;
  /** Extra toolbar content (the AI button). */
  toolbarExtra?: React.ReactNode;
  /** Called with the editor once it exists (hosts and tests). */
  onReady?: (editor: Editor) => void;
  /** Takes the focus (caret at the end) once created: the user activated the field's stand-in. */
  autoFocus?: boolean;
  /** Text typed into the stand-in while the editor loaded, inserted at the caret once created. */
  initialInput?: string;
}

interface ToolButton {
  key: string;
  label: string;
  text: string;
  active?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  can?: (editor: Editor) => boolean;
}

/**
 * A small phone-friendly editor: paragraphs, bold, italic, strike, lists,
 * links (autolinked), undo/redo. Incoming markup is sanitised before the
 * editor parses it; what the editor produces is its own schema's markup.
 */
export default function RichTextEditor({ value, onChange, onFocus, onBlur, placeholder, toolbarExtra, onReady, autoFocus = false, initialInput = '' }: RichTextEditorProps) {
  const t = useT();
  // The editor starts from the value, so the first sync has nothing to do (and adds no undo step).
  const emitted = useRef<string | undefined>(htmlOf(value));
  const handlers = useRef({ onChange, onFocus, onBlur });
  handlers.current = { onChange, onFocus, onBlur };

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' } },
      }),
      // Pictures in stored descriptions (pasted screenshots) must survive an edit.
      Image.configure({ inline: false, allowBase64: true }),
    ],
    content: sanitizeRichText(htmlOf(value)),
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { class: 'sd-rich-text sd-rich-editor-content', role: 'textbox', 'aria-multiline': 'true', 'aria-label': placeholder || t('richText.placeholder') } },
    onUpdate: ({ editor: current }) => {
      const html = editorValue(current.getHTML(), current.isEmpty);
      emitted.current = html;
      handlers.current.onChange?.(html);
    },
    onFocus: () => handlers.current.onFocus?.(),
    onBlur: () => handlers.current.onBlur?.(),
  });

  // tiptap may replace its instance after mount (it destroys one it thinks was unmounted); only a live one is used.
  const live = editor && !editor.isDestroyed ? editor : null;
  const pendingInput = useRef(initialInput);
  useEffect(() => {
    if (!live) return;
    if (autoFocus || pendingInput.current) {
      // The caret goes where the user was headed; the box is where the stand-in was, so only it is scrolled to.
      live.commands.focus('end', { scrollIntoView: false });
      live.view.dom.scrollIntoView?.({ block: 'nearest' });
    }
    // Typed before the editor existed: an ordinary edit (reported by onUpdate, undoable).
    if (pendingInput.current) {
      live.commands.insertContent(pendingInput.current);
      pendingInput.current = '';
    }
    onReady?.(live);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  // The field row's label, error and required state on the editable element (issue 13).
  const a11y = useFieldControlProps();
  const a11yKey = JSON.stringify(a11y);
  useEffect(() => {
    if (!live) return;
    const dom = live.view.dom;
    for (const name of ['id', 'aria-labelledby', 'aria-describedby', 'aria-invalid', 'aria-required'] as const) {
      const next = a11y[name];
      if (next === undefined) dom.removeAttribute(name);
      else dom.setAttribute(name, String(next));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live, a11yKey]);

  // A value set from outside (linkage, reset) replaces the content; our own echoes do not.
  useEffect(() => {
    if (!live) return;
    const next = htmlOf(value);
    if (next === emitted.current) return;
    const clean = sanitizeRichText(next);
    if (clean !== live.getHTML()) live.commands.setContent(clean, { emitUpdate: false });
    emitted.current = next;
  }, [live, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            bold: current.isActive('bold'),
            italic: current.isActive('italic'),
            strike: current.isActive('strike'),
            bulletList: current.isActive('bulletList'),
            orderedList: current.isActive('orderedList'),
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
            empty: current.isEmpty,
          }
        : undefined,
  });

  const tools: ToolButton[] = [
    { key: 'bold', label: t('richText.bold'), text: 'B', run: (e) => e.chain().focus().toggleBold().run() },
    { key: 'italic', label: t('richText.italic'), text: 'I', run: (e) => e.chain().focus().toggleItalic().run() },
    { key: 'strike', label: t('richText.strike'), text: 'S', run: (e) => e.chain().focus().toggleStrike().run() },
    { key: 'bulletList', label: t('richText.bulletList'), text: '•', run: (e) => e.chain().focus().toggleBulletList().run() },
    { key: 'orderedList', label: t('richText.orderedList'), text: '1.', run: (e) => e.chain().focus().toggleOrderedList().run() },
    { key: 'undo', label: t('richText.undo'), text: '↶', run: (e) => e.chain().focus().undo().run() },
    { key: 'redo', label: t('richText.redo'), text: '↷', run: (e) => e.chain().focus().redo().run() },
  ];
  // The editor state is first computed on a transaction: until then the content is the value.
  const empty = state ? state.empty : isEmptyRichText(htmlOf(value));
  const pressed = (key: string) => (state ? (state as Record<string, boolean>)[key] : undefined);
  const disabledOf = (key: string) => (key === 'undo' ? !state?.canUndo : key === 'redo' ? !state?.canRedo : false);

  return (
    <div className="sd-rich-editor" data-testid="rich-text-editor">
      <div className="sd-rich-toolbar" role="toolbar" aria-label={t('richText.toolbar')}>
        {tools.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={`sd-rich-tool sd-rich-tool--${tool.key}${pressed(tool.key) ? ' sd-rich-tool--active' : ''}`}
            aria-label={tool.label}
            aria-pressed={tool.key === 'undo' || tool.key === 'redo' ? undefined : Boolean(pressed(tool.key))}
            disabled={!editor || disabledOf(tool.key)}
            // Keep the selection: the tap must not blur the editor first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
        {toolbarExtra}
      </div>
      <div className="sd-rich-body">
        {empty ? <div className="sd-rich-placeholder" aria-hidden="true">{placeholder || t('richText.placeholder')}</div> : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
