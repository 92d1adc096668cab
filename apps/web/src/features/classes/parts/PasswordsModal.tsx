// The one-time initial passwords of new student accounts: shown once, with a download of the list.
import { Alert, Button, Modal, Table } from 'antd';
import { useTranslation } from 'react-i18next';

export interface NewAccount {
  name: string;
  username: string;
  initial_password: string | null;
}

function downloadCsv(className: string, accounts: NewAccount[], headers: string[]) {
  const lines = [headers, ...accounts.map((a) => [a.name, a.username, a.initial_password ?? ''])];
  const csv = `\ufeff${lines.map((l) => l.map((v) => `"${v.replaceAll('"', '""')}"`).join(',')).join('\r\n')}`;
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${className}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

export function PasswordsModal({
  className,
  accounts,
  onClose,
}: {
  className: string;
  accounts: NewAccount[];
  onClose: () => void;
}) {
  const { t } = useTranslation('classes');
  const headers = [t('studentName'), t('account'), t('initialPassword')];
  return (
    <Modal
      open={accounts.length > 0}
      title={t('passwordsTitle')}
      onCancel={onClose}
      maskClosable={false}
      footer={[
        <Button key="csv" onClick={() => downloadCsv(className, accounts, headers)}>
          {t('downloadRoster')}
        </Button>,
        <Button key="ok" type="primary" onClick={onClose} data-testid="passwords-ok">
          {t('noted')}
        </Button>,
      ]}
    >
      <Alert type="warning" showIcon message={t('passwordsHint')} style={{ marginBottom: 12 }} />
      <Table
        size="small"
        // Masked numbers can repeat (two phones, one mask): the one-time password tells the rows apart.
        rowKey={(a) => `${a.username}:${a.name}:${a.initial_password ?? ''}`}
        pagination={false}
        dataSource={accounts}
        columns={[
          { title: headers[0], dataIndex: 'name' },
          { title: headers[1], dataIndex: 'username' },
          {
            title: headers[2],
            dataIndex: 'initial_password',
            render: (value: string | null) => <code data-testid="initial-password">{value ?? '—'}</code>,
          },
        ]}
      />
    </Modal>
  );
}
