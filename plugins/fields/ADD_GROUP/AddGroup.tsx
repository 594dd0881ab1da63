import type { ReactNode } from 'react';
import { useT } from '@react';
import { fieldWidthClass } from '@react/form';
import '@react/form/schema-form.css';

/** Props of {@link AddGroup}. */
export interface AddGroupProps {
  /** Group title (the container's schema title). @default "Group" */
  title?: string;
  /** The group's fields. */
  children?: ReactNode;
}

/**
 * An ADD_GROUP container outside SchemaForm (stories, custom hosts): the
 * same markup and styles as SchemaForm's group view, a full-width titled
 * section holding its own field grid. Inside SchemaForm the form renders
 * containers itself (with windowing of the fields inside), so this
 * component is never mounted there.
 */
export function AddGroup({ title, children }: AddGroupProps) {
  const t = useT();
  const shown = title?.trim() ? title : t('group.untitled');
  return (
    <section className={`${fieldWidthClass('full')} sd-form-group`} aria-label={shown} data-testid="add-group">
      <div className="sd-form-group__title">{shown}</div>
      <div className="sd-form-grid">{children}</div>
    </section>
  );
}
