import type { GeneralField } from '@formily/core';
import { observer } from '@formily/react';
import type { FieldEntry } from '../../core/form/interpreter/interpret';
import { fieldWidthClass } from './form-item';

interface GroupViewProps {
  node: GeneralField;
  entry: FieldEntry;
  /** The group's fields, already rendered as slots. */
  children: React.ReactNode;
  /** Whether the group has a field to show (read inside the observer, so hiding the last one hides the group). */
  hasShownField: () => boolean;
  /** Shown folded: a native disclosure (`details`/`summary`: keyboard and screen readers for free) starting closed. */
  folded?: boolean;
}

/**
 * An ADD_GROUP container: a titled section holding its own field grid. It
 * observes only its display and title; the fields inside are windowed like
 * top-level ones. A hidden group hides everything in it; a group whose
 * fields are all hidden hides itself (no empty section title).
 */
export const GroupView = observer(function GroupView({ node, entry, children, hasShownField, folded }: GroupViewProps) {
  if (node.display !== 'visible' || !hasShownField()) return null;
  if (folded) {
    // `open` is left to the element once rendered (React sets it only when the prop changes): the user's toggle
    // and a scroll to a field inside (scroll.ts opens the enclosing groups) stay.
    return (
      <details className={`${fieldWidthClass('full')} sd-form-group sd-form-group--foldable`} data-group={entry.address} data-field-type={entry.field.type} data-testid="form-group-folded">
        <summary className="sd-form-group__title">{node.title || entry.field.title}</summary>
        <div className="sd-form-grid">{children}</div>
      </details>
    );
  }
  return (
    <section className={`${fieldWidthClass('full')} sd-form-group`} data-group={entry.address} data-field-type={entry.field.type} aria-label={node.title || entry.field.title}>
      <div className="sd-form-group__title">{node.title || entry.field.title}</div>
      <div className="sd-form-grid">{children}</div>
    </section>
  );
});
