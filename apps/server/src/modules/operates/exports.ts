// The new-feature list as a download-centre export.
import { defineExport, listFilters } from '@/modules/exports/index.ts';
import type { OperateAdminService } from './admin.service.ts';

export const featuresExport = (admin: OperateAdminService) =>
  defineExport({
    kind: 'features',
    sheetName: ['新功能列表', 'New features'],
    access: { roles: ['admin'] },
    params: listFilters,
    width: 20,
    columns: [
      ['name', '名称', 'Name'],
      ['published', '已发布', 'Published'],
      ['editTime', '更新时间', 'Edited'],
    ],
    rows: async () =>
      (await admin.exportRows()).map((f) => ({
        ...f,
        published: f.published ? 'Y' : 'N',
        editTime: f.editTime.toISOString(),
      })),
  });
