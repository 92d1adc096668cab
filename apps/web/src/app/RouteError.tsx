// Error boundary of the routes: a chunk that cannot load offers a retry of the route.
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from './chunkRetry';

export function RouteError() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <Result status="404" title={t('notFound.title')} subTitle={t('notFound.message')} />;
  }
  const chunk = isChunkLoadError(error);
  return (
    <Result
      status="warning"
      title={t('chunk.title')}
      subTitle={chunk ? t('chunk.message') : t('http.error')}
      extra={
        <Button type="primary" onClick={() => navigate(0)}>
          {t('chunk.retry')}
        </Button>
      }
    />
  );
}
