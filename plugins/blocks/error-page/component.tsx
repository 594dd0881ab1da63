import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ErrorPage } from '../../../src/react/feedback/error-page';
import { useBlockText } from '../../../src/react/feedback/block-text';
import type { ErrorPageBlockProps } from './props';

export default function ErrorPageBlock({ type, title, description, retry = false }: ErrorPageBlockProps) {
  const { t } = useTranslation();
  const text = useBlockText();
  return (
    <ErrorPage
      type={type}
      title={text(title)}
      description={text(description)}
      action={
        retry ? (
          <Button color="primary" fill="outline" shape="rounded" style={{ minWidth: 160 }} onClick={() => window.location.reload()}>
            {t('feedback.errorPage.retry')}
          </Button>
        ) : undefined
      }
    />
  );
}
