import type { ReactNode } from 'react';
import { useT } from '@react';
import './fields.css';

/** Props of {@link ReadOnlyText}. */
export interface ReadOnlyTextProps {
  /** The text to show; blank or missing text shows '--'. */
  text?: string;
  /** Keep line breaks (text areas). @default false */
  multiline?: boolean;
  /** Shown after the text when there is one (a unit). */
  suffix?: ReactNode;
  /** Extra content below the text (a caption). */
  children?: ReactNode;
  className?: string;
}

/** True for missing, blank or whitespace-only display text. */
export function isBlankText(text: string | undefined | null): boolean {
  return text === undefined || text === null || text.trim() === '';
}

/** The read-only wrapper of every field display: the text, or '--' when empty. */
export function ReadOnlyText({ text, multiline = false, suffix, children, className }: ReadOnlyTextProps) {
  const t = useT();
  const blank = isBlankText(text);
  const classes = ['sd-field-read', multiline ? 'sd-field-read--multiline' : '', blank ? 'sd-field-read--empty' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes} data-empty={blank ? 'true' : undefined}>
      {blank ? t('common.empty') : text}
      {!blank && suffix ? <span className="sd-field-read-suffix">{suffix}</span> : null}
      {children}
    </div>
  );
}
