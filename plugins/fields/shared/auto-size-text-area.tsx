import { forwardRef, useImperativeHandle, useLayoutEffect, useRef, type CSSProperties, type ReactNode, type TextareaHTMLAttributes } from 'react';
// The markup is antd-mobile's TextArea's, so its style sheet is ours too (not there by chance of another import).
import 'antd-mobile/es/components/text-area/text-area.css';

/** Props of {@link AutoSizeTextArea}: a native textarea's, plus its row bounds and count. */
export interface AutoSizeTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'rows'> {
  value: string;
  minRows: number;
  maxRows: number;
  /** Rendered under the text area with the length in characters (code points). */
  count?: (length: number) => ReactNode;
}

/** What the parent can do with the text area. */
export interface AutoSizeTextAreaRef {
  focus(): void;
  blur(): void;
  readonly nativeElement: HTMLTextAreaElement | null;
}

/**
 * Whether the browser sizes a textarea to its content by itself (`field-sizing: content`,
 * Chromium 123+, Safari 26+). Read once: it cannot change while the page lives.
 */
const sizesItself = typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('field-sizing', 'content');

/**
 * A text area that grows with its content between `minRows` and `maxRows`, with
 * antd-mobile's TextArea markup and classes.
 *
 * Why not antd-mobile's `TextArea autoSize`: it measures a hidden twin in a layout
 * effect on every mount and keystroke, one forced synchronous layout per field, which
 * made a 200-field form mount 1.5x slower than plain inputs. Here the browser sizes
 * the box (`field-sizing: content`, bounded in `lh` units) and nothing is measured;
 * where that is unsupported, the box is measured only when it holds text.
 */
export const AutoSizeTextArea = forwardRef<AutoSizeTextAreaRef, AutoSizeTextAreaProps>(function AutoSizeTextArea(props, ref) {
  const { value, minRows, maxRows, count, style, ...native } = props;
  const element = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => ({
    focus: () => element.current?.focus(),
    blur: () => element.current?.blur(),
    get nativeElement() {
      return element.current;
    },
  }));

  // Only where the browser cannot size the box: an empty one keeps its `rows` height.
  const measured = useRef(false);
  useLayoutEffect(() => {
    const box = element.current;
    if (sizesItself || !box || (!value && !measured.current)) return;
    measured.current = true;
    box.style.height = 'auto';
    const lineHeight = parseFloat(getComputedStyle(box).lineHeight) || 0;
    const content = box.scrollHeight;
    if (!content || !lineHeight) {
      box.style.height = '';
      return;
    }
    box.style.height = `${Math.min(Math.max(content, minRows * lineHeight), maxRows * lineHeight)}px`;
  }, [value, minRows, maxRows]);

  return (
    <div className="adm-text-area">
      <textarea
        {...native}
        ref={element}
        className="adm-text-area-element"
        rows={minRows}
        value={value}
        style={sizesItself ? { ...style, ...selfSizing(minRows, maxRows) } : style}
      />
      {count?.(Array.from(value).length)}
    </div>
  );
});

function selfSizing(minRows: number, maxRows: number): CSSProperties {
  // `fieldSizing` is newer than React 18's style types.
  return { fieldSizing: 'content', minHeight: `${minRows}lh`, maxHeight: `${maxRows}lh` } as CSSProperties;
}
