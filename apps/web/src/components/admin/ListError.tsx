// The error state of a list or panel that failed to load, with a retry.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import './i18n';

export function ListError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Result
      status="warning"
      title={t('loadFailed')}
      subTitle={t('loadFailedHint')}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
      data-testid="list-error"
    />
  );
}
