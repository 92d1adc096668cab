// The class list and the student list (the lists' filters, the caller's scope) as download-centre exports. Personal
// data stays masked in the files, as on screen.
import { classListQuery, enrolmentListQuery } from '@etp/contracts';
import { defineExport, inLocale } from '@/modules/exports/index.ts';
import type { ClassService } from './class.service.ts';
import type { EnrolmentService } from './enrolment.service.ts';

/** An export stops at this many rows. */
const EXPORT_LIMIT = 50_000;
const STAFF = ['admin', 'teacher', 'trainer', 'province', 'city', 'area'] as const;
const STATUS: Record<string, readonly [string, string]> = {
  draft: ['草稿', 'Draft'],
  pending: ['待审核', 'Pending'],
  rejected: ['已退回', 'Sent back'],
  approved: ['已通过', 'Approved'],
  running: ['开班中', 'Running'],
  finished: ['已结业', 'Finished'],
};

export const classesExport = (classes: ClassService) =>
  defineExport({
    kind: 'classes',
    sheetName: ['班级列表', 'Classes'],
    access: { roles: STAFF, permission: 'class:list' },
    auditAction: 'class.export',
    params: classListQuery.omit({ page: true, size: true }).partial(),
    columns: [
      ['name', '班级名称', 'Class', 32],
      ['status', '状态', 'Status'],
      ['course_name', '课程', 'Course', 28],
      ['institution_name', '培训机构', 'Institution', 32],
      ['region_name', '区县', 'District'],
      ['start_date', '开始日期', 'Start'],
      ['end_date', '结束日期', 'End'],
      ['enrolled', '已报名', 'Enrolled'],
      ['capacity', '计划人数', 'Capacity'],
    ],
    rows: async (actor, filters) =>
      (await classes.list(actor, { ...filters, page: 1, size: EXPORT_LIMIT })).list.map((r) => ({
        ...r,
        status: inLocale(actor.locale, STATUS[r.status] ?? [r.status, r.status]),
      })),
  });

export const studentsExport = (enrolments: EnrolmentService) =>
  defineExport({
    kind: 'students',
    sheetName: ['学员列表', 'Students'],
    access: { roles: ['admin', 'teacher', 'province', 'city', 'area'], permission: 'student:list' },
    auditAction: 'student.export',
    params: enrolmentListQuery.omit({ page: true, size: true }).partial(),
    columns: [
      ['name', '姓名', 'Name'],
      ['username', '账号', 'Account'],
      ['id_card', '身份证号码（脱敏）', 'ID number (masked)', 24],
      ['phone', '手机号码（脱敏）', 'Mobile (masked)'],
      ['class_name', '班级', 'Class', 32],
      ['verified', '审核', 'Verified'],
    ],
    rows: async (actor, filters) =>
      (await enrolments.list(actor, { ...filters, page: 1, size: EXPORT_LIMIT })).list.map((r) => ({
        ...r,
        verified: inLocale(actor.locale, r.verified ? ['已审核', 'yes'] : ['待审核', 'no']),
      })),
  });
