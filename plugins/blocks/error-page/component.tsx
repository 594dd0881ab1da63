import { ErrorPage } from '@react/feedback/error-page';
import { useBlockText } from '@react/feedback/block-text';
import type { ErrorPageBlockProps } from './props';

export default function ErrorPageBlock({ type, title, description, retry = false }: ErrorPageBlockProps) {
  const text = useBlockText();
  return (
    <ErrorPage
      type={type}
      title={text(title)}
      description={text(description)}
      onRetry={retry ? () => window.location.reload() : undefined}
    />
  );
}
