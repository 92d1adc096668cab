// The buttons closing a monitor list's filter form: search, reset (clears the form and the filters), and export.
import { Button, Form, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '@/components/admin/ExportButton';
import '../i18n';

export function FilterButtons({
  onReset,
  onExport,
  searchTestId,
}: {
  onReset: () => void;
  onExport?: () => Promise<unknown>;
  searchTestId?: string;
}) {
  const { t: tm } = useTranslation('monitor');
  return (
    <Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" data-testid={searchTestId}>
          {tm('search')}
        </Button>
        <Button onClick={onReset}>{tm('reset')}</Button>
        {onExport && <ExportButton run={onExport} />}
      </Space>
    </Form.Item>
  );
}
