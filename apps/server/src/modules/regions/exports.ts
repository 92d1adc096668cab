// The regions inside the caller's scope as a download-centre export.
import { MANAGER_ROLES } from '@etp/contracts';
import { defineExport, listFilters } from '@/modules/exports/index.ts';
import type { RegionService } from './service.ts';

export const regionsExport = (regions: RegionService) =>
  defineExport({
    kind: 'regions',
    sheetName: ['行政区划', 'Regions'],
    access: { roles: MANAGER_ROLES },
    params: listFilters,
    width: 20,
    columns: [
      ['code', '区划代码', 'Code'],
      ['name', '名称', 'Name'],
      ['level', '级别', 'Level'],
      ['parentCode', '上级代码', 'Parent'],
    ],
    rows: (actor) => regions.exportRows(actor.scope),
  });
