// The lead list (its filters, the caller's area) as a download-centre export. ID numbers and phones stay masked in
// the file, as on screen.
import { leadListQuery } from '@etp/contracts';
import { defineExport, inLocale } from '@/modules/exports/index.ts';
import type { SignUpService } from './service.ts';

/** An export stops at this many rows. */
const EXPORT_LIMIT = 50_000;
const STATUS: Record<string, readonly [string, string]> = {
  new: ['新线索', 'New'],
  contacted: ['已联系', 'Contacted'],
  enrolled: ['已报名', 'Enrolled'],
  unreachable: ['无法联系', 'Unreachable'],
};

export const leadsExport = (signUps: SignUpService) =>
  defineExport({
    kind: 'leads',
    sheetName: ['报名线索', 'Sign-up leads'],
    access: { roles: ['admin', 'teacher', 'province', 'city', 'area'], permission: 'student:list' },
    auditAction: 'lead.export',
    params: leadListQuery.omit({ page: true, size: true }).partial(),
    columns: [
      ['name', '姓名', 'Name'],
      ['id_card', '身份证号码（脱敏）', 'ID number (masked)', 24],
      ['phone', '手机号码（脱敏）', 'Mobile (masked)'],
      ['region_name', '区县', 'District'],
      ['course_name', '培训意向', 'Course wished', 24],
      ['institution_name', '意向机构', 'Preferred institution', 28],
      ['status', '状态', 'Status'],
      ['created_at', '报名时间', 'Signed up', 20],
    ],
    rows: async (actor, filters) =>
      (await signUps.list(actor, { ...filters, page: 1, size: EXPORT_LIMIT })).list.map((r) => ({
        ...r,
        status: inLocale(actor.locale, STATUS[r.status] ?? [r.status, r.status]),
      })),
  });
