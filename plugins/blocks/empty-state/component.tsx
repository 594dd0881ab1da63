import { EmptyState } from '@react/feedback/empty-state';
import { useBlockText } from '@react/feedback/block-text';
import type { EmptyStateBlockProps } from './props';

export default function EmptyStateBlock({ kind = 'noData', title, description }: EmptyStateBlockProps) {
  const text = useBlockText();
  return <EmptyState kind={kind} title={text(title)} description={text(description)} />;
}
