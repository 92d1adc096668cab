// Dictionary items as a download-centre export (one dictionary with the `code` filter, or all).
import { listExport } from '@/modules/exports/index.ts';
import type { DictItemAdmin } from './admin.service.ts';

export const dictItemsExport = (items: DictItemAdmin) =>
  listExport(
    'dict-items',
    ['字典数据', 'Dictionary items'],
    (_actor, filters) => items.rows(filters.code || undefined),
    [
      ['code', '字典编码', 'Code'],
      ['value', '字典值', 'Value'],
      ['label', '字典标签', 'Label'],
      ['orderNum', '排序', 'Order'],
    ],
  );
