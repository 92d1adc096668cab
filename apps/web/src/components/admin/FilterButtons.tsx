// The buttons closing a list's filter form: search (submits the form), reset (clears the form and the filters) and,
// when the list goes to the download centre, export.
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from './ExportButton';
import './i18n';

export function FilterButtons({
  onReset,
  onExport,
  searchTestId,
}: {
  onReset: () => void;
  onExport?: () => Promise<unknown>;
  searchTestId?: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid={searchTestId}>
          {t('search')}
        </Button>
        <Button onClick={onReset}>{t('reset')}</Button>
        {onExport && <ExportButton run={onExport} />}
      </Space>
    </Form.Item>
  );
}
