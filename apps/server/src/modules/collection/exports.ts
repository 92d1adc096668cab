// The startup-star applications the caller may see, with the list's filters, as a download-centre export.
import { collectionExportParams, MANAGER_ROLES } from '@etp/contracts';
import { defineExport } from '@/modules/exports/index.ts';
import type { CollectionService } from './service.ts';

export const COLLECTION_PERMISSION = 'collection:review';

const STATUS = { received: '已接收', reviewing: '审核中', selected: '入选', rejected: '未入选' } as const;
const KIND = { enterprise: '企业', project: '项目' } as const;

export const collectionExport = (collection: CollectionService) =>
  defineExport({
    kind: 'collection-applications',
    sheetName: ['创业之星征集', 'Startup-star applications'],
    access: { roles: MANAGER_ROLES, permission: COLLECTION_PERMISSION },
    auditAction: 'collection.export',
    params: collectionExportParams,
    columns: [
      ['receipt_no', '回执编号', 'Receipt', 20],
      ['submitted_at', '申报时间', 'Submitted', 24],
      ['applicant_name', '申报人', 'Applicant'],
      ['phone', '手机号', 'Phone'],
      ['kind', '类型', 'Kind', 8],
      ['entity_name', '企业/项目名称', 'Enterprise or project', 30],
      ['industry', '行业', 'Industry'],
      ['region_name', '地区', 'Region'],
      ['achievements', '主要成绩', 'Achievements', 40],
      ['pitch', '项目介绍', 'Pitch', 40],
      ['status', '状态', 'Status', 10],
      ['review_note', '审核意见', 'Review note', 30],
    ],
    rows: async (actor, filters) =>
      (await collection.exportRows(actor, filters)).map((r) => ({
        ...r,
        kind: actor.locale === 'en-US' ? r.kind : KIND[r.kind],
        status: actor.locale === 'en-US' ? r.status : STATUS[r.status],
      })),
  });
