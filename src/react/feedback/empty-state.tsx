import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackScreen } from './feedback-screen';
import { Illustration } from './illustrations';

/** Empty-state kinds of the spec (form-widgets §2). */
export const emptyStateKinds = ['noData', 'search', 'noPermission', 'custom'] as const;
export type EmptyStateKind = (typeof emptyStateKinds)[number];

export interface EmptyStateProps {
  /** What is empty. `custom` shows only the given title, description and image. @default 'noData' */
  kind?: EmptyStateKind;
  /** Overrides the translated title (required in practice for `custom`). */
  title?: ReactNode;
  /** Overrides the translated description. */
  description?: ReactNode;
  /** Overrides the illustration. */
  image?: ReactNode;
  /** Slot under the text. */
  action?: ReactNode;
}

/** Compact placeholder for an empty list, a search without hits or hidden content. */
export function EmptyState({ kind = 'noData', title, description, image, action }: EmptyStateProps) {
  const { t } = useTranslation();
  if (kind === 'custom') {
    return (
      <FeedbackScreen
        kind="empty-custom"
        role="status"
        image={image ?? <Illustration name="noData" />}
        title={title}
        description={description}
        action={action}
      />
    );
  }
  return (
    <FeedbackScreen
      kind={`empty-${kind}`}
      role="status"
      image={image ?? <Illustration name={kind} />}
      title={title ?? t(`feedback.empty.${kind}.title`)}
      description={description ?? (t(`feedback.empty.${kind}.description`) || undefined)}
      action={action}
    />
  );
}
