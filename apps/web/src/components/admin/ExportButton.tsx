// "Export": queues a job for the current filters, then points to the download centre.
import { DownloadOutlined } from '@ant-design/icons';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PreventReclickButton } from '../PreventReclickButton';
import './i18n';

export const DOWNLOADS_PATH = '/downRecord/export/index';

export function ExportButton({ run }: { run: () => Promise<unknown> }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const onClick = async () => {
    await run();
    void message.success({
      key: 'export-queued',
      duration: 6,
      content: (
        <span data-testid="export-queued">
          {t('exportQueued')} <Link to={DOWNLOADS_PATH}>{t('goDownloads')}</Link>
        </span>
      ),
    });
  };
  return (
    <PreventReclickButton
      icon={<DownloadOutlined />}
      onClick={() => void onClick().catch(() => undefined)}
      data-testid="export"
    >
      {t('export')}
    </PreventReclickButton>
  );
}
