// Dictionary items as a download-centre export (one dictionary with the `code` filter, or all).
import { defineExport, listFilters } from '@/modules/exports/index.ts';
import type { DictAdminService } from './admin.service.ts';

export const dictItemsExport = (admin: DictAdminService) =>
  defineExport({
    kind: 'dict-items',
    sheetName: ['字典数据', 'Dictionary items'],
    access: { roles: ['admin'] },
    params: listFilters,
    width: 20,
    columns: [
      ['code', '字典编码', 'Code'],
      ['value', '字典值', 'Value'],
      ['label', '字典标签', 'Label'],
      ['orderNum', '排序', 'Order'],
    ],
    rows: (_actor, filters) => admin.exportRows(filters.code || undefined),
  });
