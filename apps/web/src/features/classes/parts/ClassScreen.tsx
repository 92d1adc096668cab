// The class list of every role: teachers create, edit, submit and enrol; regional administrators review; trainers
// see the classes they teach (the "my classes" view). The server decides what each may see and do.

import { PlusOutlined } from '@ant-design/icons';
import type { ClassRow, Role } from '@etp/contracts';
import { Button, Card, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportClasses } from '@/api/classes/exportClasses';
import { classesQuery } from '@/api/classes/listClasses';
import { reviewClassesQuery } from '@/api/classes/listReviewClasses';
import { ExportButton } from '@/components/admin/ExportButton';
import { useAdminList } from '@/components/admin/useAdminList';
import { primaryRole, useSession } from '@/stores/session';
import '../i18n';
import { ClassDetailDrawer, type ClassTab } from './ClassDetailDrawer';
import { ClassDrawer, openClassForEdit, useClassDialog } from './ClassDrawer';
import { CLASS_FILTERS, ClassFilters } from './ClassFilters';
import { ClassTable } from './ClassTable';
import { RejectModal, useRejectDialog } from './RejectModal';

export function ClassScreen({
  view,
  extraTabs,
}: {
  view: 'class/list' | 'class/myClasses';
  /** Tabs other features add to a class's drawer (composed by the view). */
  extraTabs?: (row: ClassRow, role: Role) => ClassTab[];
}) {
  const { t } = useTranslation();
  const { t: tc } = useTranslation('classes');
  const role = primaryRole(useSession((s) => s.user)) ?? 'teacher';
  const reviewer = role === 'province' || role === 'city' || role === 'area';
  const list = useAdminList(reviewer ? reviewClassesQuery : classesQuery, { filters: CLASS_FILTERS });
  const dialog = useClassDialog();
  const reject = useRejectDialog();
  const [open, setOpen] = useState<ClassRow | null>(null);

  return (
    <Card title={t(`views.${view}`)} data-view={view}>
      <ClassFilters list={list} />
      <Space wrap style={{ margin: '16px 0' }}>
        {role === 'teacher' && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => dialog.openCreate()} data-testid="class-create">
            {tc('create')}
          </Button>
        )}
        <ExportButton run={() => exportClasses(list.params)} />
      </Space>
      <div>
        <ClassTable
          list={list}
          role={role}
          onOpen={setOpen}
          onEdit={(row) => void openClassForEdit(dialog, row)}
          onReject={reject.openEdit}
        />
      </div>
      <ClassDrawer dialog={dialog} />
      <RejectModal dialog={reject} />
      <ClassDetailDrawer row={open} role={role} onClose={() => setOpen(null)} extraTabs={extraTabs} />
    </Card>
  );
}
