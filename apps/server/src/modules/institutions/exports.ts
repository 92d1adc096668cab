// The institution list (its filters, the caller's region) as a download-centre export.
import { institutionListQuery } from '@etp/contracts';
import { defineExport, inLocale } from '@/modules/exports/index.ts';
import type { InstitutionService } from './service.ts';

/** An export stops at this many rows. */
const EXPORT_LIMIT = 50_000;
const STATUS: Record<string, readonly [string, string]> = {
  pending: ['待审核', 'Pending'],
  approved: ['已通过', 'Approved'],
  disabled: ['已停用', 'Disabled'],
};
const KIND: Record<string, readonly [string, string]> = {
  training: ['培训机构', 'Training institution'],
  practical_training: ['实训机构', 'Practical-training institution'],
};

export const institutionsExport = (institutions: InstitutionService) =>
  defineExport({
    kind: 'institutions',
    sheetName: ['培训机构列表', 'Institutions'],
    access: { roles: ['admin', 'province', 'city', 'area'], permission: 'institution:review' },
    auditAction: 'institution.export',
    params: institutionListQuery.omit({ page: true, size: true }).partial(),
    columns: [
      ['name', '机构名称', 'Institution', 32],
      ['kind', '类型', 'Kind'],
      ['region_name', '区县', 'District'],
      ['status', '状态', 'Status'],
      ['contact', '联系人', 'Contact'],
      ['phone', '联系电话', 'Phone'],
      ['address', '地址', 'Address', 36],
      ['classes', '班级数', 'Classes'],
      ['created_at', '创建时间', 'Created', 20],
    ],
    rows: async (actor, filters) =>
      (await institutions.list(actor, { ...filters, page: 1, size: EXPORT_LIMIT })).list.map((r) => ({
        ...r,
        kind: inLocale(actor.locale, KIND[r.kind] ?? [r.kind, r.kind]),
        status: inLocale(actor.locale, STATUS[r.status] ?? [r.status, r.status]),
      })),
  });
