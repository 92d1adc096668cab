// The regions inside the caller's scope as a download-centre export.
import { MANAGER_ROLES } from '@etp/contracts';
import { listExport } from '@/modules/exports/index.ts';
import type { RegionService } from './service.ts';

export const regionsExport = (regions: RegionService) =>
  listExport(
    'regions',
    ['行政区划', 'Regions'],
    (actor) => regions.exportRows(actor.scope),
    [
      ['code', '区划代码', 'Code'],
      ['name', '名称', 'Name'],
      ['level', '级别', 'Level'],
      ['parentCode', '上级代码', 'Parent'],
    ],
    MANAGER_ROLES,
  );
