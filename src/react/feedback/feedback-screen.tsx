import type { CSSProperties, ReactNode } from 'react';
import { useHasPageHeading } from '../a11y/page-heading';

/** Props of the shared layout behind every error, empty and notice screen. */
export interface FeedbackScreenProps {
  /** Illustration (usually an `<Illustration>`). */
  image: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  action?: ReactNode;
  /**
   * Fills the viewport and centres its content (error pages); otherwise a
   * compact block inside a page (empty lists). @default false
   */
  fullPage?: boolean;
  /** Marks the screen for tests and styling hooks (`data-feedback`). */
  kind: string;
  /** `alert` for failures the user should notice at once; none for quiet empty states. */
  role?: 'alert' | 'status';
}

const styles = {
  root: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    width: '100%',
    color: 'var(--sd-color-text, #333)',
  },
  fullPage: {
    justifyContent: 'center',
    minHeight: '100vh',
    // Optical centre sits a little above the geometric one.
    padding: '48px 32px 12vh',
    background: 'var(--sd-color-surface, #fff)',
  },
  compact: { padding: '32px 24px' },
  imageFull: { width: 'min(240px, 64vw)', aspectRatio: '4 / 3' },
  imageCompact: { width: 'min(160px, 44vw)', aspectRatio: '4 / 3' },
  titleFull: { margin: '24px 0 0', fontSize: 20, fontWeight: 600, lineHeight: 1.4, textWrap: 'balance' },
  titleCompact: { margin: '12px 0 0', fontSize: 16, fontWeight: 500, lineHeight: 1.4 },
  description: {
    margin: '8px 0 0',
    maxWidth: 320,
    fontSize: 14,
    lineHeight: 1.6,
    // Darker than antd-mobile's weak grey (#999) to keep WCAG AA contrast on white.
    color: 'var(--sd-color-text-secondary, #595959)',
    // Chinese lines break at punctuation rather than inside a word (升/级); anything
    // still too long breaks anywhere. Balanced lines avoid a lone last word.
    wordBreak: 'keep-all',
    overflowWrap: 'anywhere',
    textWrap: 'balance',
  },
  action: { display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 12, marginTop: 28, width: '100%' },
} satisfies Record<string, CSSProperties>;

/** Illustration, heading, text and actions, centred: one layout for every feedback screen. */
export function FeedbackScreen({ image, title, description, action, fullPage = false, kind, role }: FeedbackScreenProps) {
  // Inside the layout the page title is the h1 (one per page).
  const underPageTitle = useHasPageHeading();
  const Heading = fullPage && !underPageTitle ? 'h1' : 'h2';
  return (
    <section
      data-feedback={kind}
      role={role}
      style={{ ...styles.root, ...(fullPage ? styles.fullPage : styles.compact) }}
    >
      <div style={fullPage ? styles.imageFull : styles.imageCompact}>{image}</div>
      <Heading style={fullPage ? styles.titleFull : styles.titleCompact}>{title}</Heading>
      {description ? <p style={styles.description}>{description}</p> : null}
      {action ? <div style={styles.action}>{action}</div> : null}
    </section>
  );
}
