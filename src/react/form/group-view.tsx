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
}

/**
 * An ADD_GROUP container: a titled section holding its own field grid. It
 * observes only its display and title; the fields inside are windowed like
 * top-level ones. A hidden group hides everything in it; a group whose
 * fields are all hidden hides itself (no empty section title).
 */
export const GroupView = observer(function GroupView({ node, entry, children, hasShownField }: GroupViewProps) {
  if (node.display !== 'visible' || !hasShownField()) return null;
  return (
    <section className={`${fieldWidthClass('full')} sd-form-group`} data-group={entry.address} data-field-type={entry.field.type} aria-label={node.title || entry.field.title}>
      <div className="sd-form-group__title">{node.title || entry.field.title}</div>
      <div className="sd-form-grid">{children}</div>
    </section>
  );
});
