// Bulk import of users: the shared import dialog with the users' template, call and report columns.
import type { ImportReport } from '@etp/contracts';
import { useTranslation } from 'react-i18next';
import { useDownloadImportTemplate } from '@/api/users/downloadImportTemplate';
import { useImportUsers } from '@/api/users/importUsers';
import { ImportModal as SpreadsheetImport } from '@/components/admin/ImportModal';

type Refusal = ImportReport['refused'][number];

export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  return (
    <SpreadsheetImport<Refusal>
      open={open}
      onClose={onClose}
      template={useDownloadImportTemplate()}
      upload={useImportUsers()}
      texts={{
        title: t('user.importTitle'),
        hint: t('user.importHint'),
        template: t('user.importTemplate'),
        drop: t('user.importDrop'),
        start: t('user.importStart'),
        done: (count) => t('user.importDone', { count }),
        refused: (count) => t('user.importRefused', { count }),
      }}
      rowKey={(row) => `${row.row}-${row.username}`}
      columns={[
        { title: t('user.importRow'), dataIndex: 'row', width: 80 },
        { title: t('user.username'), dataIndex: 'username' },
        { title: t('user.importReason'), dataIndex: 'reason' },
      ]}
    />
  );
}
