// The sites list as a download-centre export.
import { listExport } from '@/modules/exports/index.ts';
import type { SiteAdminService } from './admin.service.ts';

export const sitesExport = (admin: SiteAdminService) =>
  listExport('sites', ['站点列表', 'Sites'], () => admin.exportRows(), [
    ['domain', '域名', 'Domain'],
    ['variant', '站点类型', 'Variant'],
    ['website', '站点名称', 'Name'],
    ['serviceHotline', '服务热线', 'Hotline'],
    ['organizer', '主办单位', 'Organizer'],
    ['recordNumber', '备案号', 'Record number'],
  ]);
