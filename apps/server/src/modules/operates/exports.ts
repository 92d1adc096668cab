// The new-feature list as a download-centre export.
import { listExport } from '@/modules/exports/index.ts';
import type { FeatureAdmin } from './admin.service.ts';

const published = async (features: FeatureAdmin) =>
  (await features.exportRows()).map((f) => ({
    ...f,
    published: f.published ? 'Y' : 'N',
    editTime: f.editTime.toISOString(),
  }));

export const featuresExport = (features: FeatureAdmin) =>
  listExport('features', ['新功能列表', 'New features'], () => published(features), [
    ['name', '名称', 'Name'],
    ['published', '已发布', 'Published'],
    ['editTime', '更新时间', 'Edited'],
  ]);
