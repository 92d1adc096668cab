// Class and enrolment calls: the teacher's classes and students, the trainer's "my classes", the regional review
// queue, the to-do counts. Routes are one call into the services; scope and rules live there.
import {
  batchIds,
  CLASSES_API,
  classDetail,
  classInput,
  classListQuery,
  classRow,
  classTransition,
  courseOption,
  ENROLMENTS_API,
  enrolLeadBody,
  enrolmentImportReport,
  enrolmentInput,
  enrolmentListQuery,
  enrolmentResult,
  enrolmentRow,
  idParams,
  pageOf,
  paymentInfo,
  paymentInfoQuery,
  rejectBody,
  revealBody,
  revealed,
  STUDENTS_API,
  todoCounts,
  trainerOption,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRoute } from '@/modules/exports/index.ts';
import { activeTrainersOf } from '@/modules/users/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';
import { sheetImportRoute, sheetTemplateRoute } from '@/plugins/sheet-routes.ts';
import type { classesExport, studentsExport } from './exports.ts';
import { ENROLMENT_IMPORT_MAX_BYTES, enrolmentTemplate, readEnrolmentSheet } from './import.ts';

const tags = ['classes'];
const STAFF = ['admin', 'teacher', 'trainer', 'province', 'city', 'area'] as const;
const REVIEWERS = ['admin', 'province', 'city', 'area'] as const;
const SUPERVISORS = ['admin', 'teacher', 'province', 'city', 'area'] as const;

const read = { roles: STAFF, permission: 'class:list' };
const teacherEdits = { roles: ['teacher'] as const, permission: 'class:edit' };
const enrols = { roles: ['teacher'] as const, permission: 'student:enrol' };
const verifies = { roles: ['teacher'] as const, permission: 'student:verify' };
const seesStudents = { roles: SUPERVISORS, permission: 'student:list' };
const reviews = { roles: REVIEWERS, permission: 'class:approve' };

export interface ClassRoutesOptions {
  exported: { classes: ReturnType<typeof classesExport>; students: ReturnType<typeof studentsExport> };
}

export const classRoutes: FastifyPluginAsyncZod<ClassRoutesOptions> = async (app, { exported }) => {
  const { classes, enrolments } = app;
  const routes = resource(
    app,
    {
      tags,
      read,
      edit: teacherEdits,
      paths: { list: CLASSES_API.list, one: CLASSES_API.one(':id') },
      key: idParams,
      item: classDetail,
      list: {
        summary: 'Classes you see: your institution, the ones you teach, or your region',
        query: classListQuery,
        data: pageOf(classRow),
      },
      get: { summary: 'One class with trainers and schedule' },
      create: { summary: 'Create a class (draft)', body: classInput },
      update: { summary: 'Edit a draft or sent-back class', body: classInput },
      remove: { summary: 'Delete a draft class without students' },
    },
    classes,
  );
  routes.get(CLASSES_API.reviewList, {
    summary: 'The review queue and class list of a regional administrator',
    access: { roles: REVIEWERS, permission: 'class:list' },
    querystring: classListQuery,
    data: pageOf(classRow),
    run: (r) => classes.list(actorOf(r), r.query),
  });
  routes.act(CLASSES_API.submit(':id'), {
    summary: 'Submit a class for review',
    params: idParams,
    data: classDetail,
    msg: 'classes.submitted',
    run: (r) => classes.submit(actorOf(r), r.params),
  });
  routes.act(CLASSES_API.finish(':id'), {
    summary: 'Finish a running class (eligible students get their certificates)',
    params: idParams,
    data: classDetail,
    msg: 'classes.finished',
    run: (r) => classes.finish(actorOf(r), r.params),
  });
  routes.act(CLASSES_API.approve(':id'), {
    summary: 'Approve a pending class of your region',
    access: reviews,
    params: idParams,
    data: classDetail,
    msg: 'classes.approved',
    run: (r) => classes.approve(actorOf(r), r.params),
  });
  routes.act(CLASSES_API.reject(':id'), {
    summary: 'Send a pending class back with a reason',
    access: reviews,
    params: idParams,
    body: rejectBody,
    data: classDetail,
    msg: 'classes.rejected',
    run: (r) => classes.reject(actorOf(r), r.params, r.body.reason),
  });
  routes.get(CLASSES_API.timeline(':id'), {
    summary: "A class's transitions: who, when, why",
    params: idParams,
    data: z.array(classTransition),
    run: (r) => classes.timeline(actorOf(r), r.params),
  });
  routes.get(CLASSES_API.todo, {
    summary: 'The to-do counts of a teacher (their institution) or a trainer (homework to mark)',
    access: { roles: ['teacher', 'trainer'], permission: 'todo:task:list' },
    data: todoCounts,
    run: async (r) => {
      const actor = actorOf(r);
      // Students paused after too many failed face checks (face module; decorated once every module is registered).
      const paused =
        actor.role === 'teacher' && actor.scope.level === 'institution'
          ? app.face.staff.pausedCount(actor.scope.institutionId)
          : Promise.resolve(0);
      const [counts, toMark, facePaused] = await Promise.all([
        classes.todo(actor),
        app.homework.assignments.toMark(actor),
        paused,
      ]);
      return { ...counts, homework_to_mark: toMark, face_paused: facePaused };
    },
  });
  routes.get(CLASSES_API.courses, {
    summary: 'Courses a class may teach',
    access: { roles: STAFF },
    data: z.array(courseOption),
    run: () => app.courses.catalogue.offered(),
  });
  routes.get(CLASSES_API.trainers, {
    summary: "Your institution's trainers",
    access: { roles: ['teacher'] },
    data: z.array(trainerOption),
    run: async (r) => {
      const { institutionId } = actorOf(r).user;
      if (institutionId === null) return [];
      return activeTrainersOf(app.db, institutionId);
    },
  });

  // Students of a class ---------------------------------------------------------------------------
  routes.get(CLASSES_API.students(':id'), {
    summary: "A class's roster (masked)",
    params: idParams,
    querystring: enrolmentListQuery,
    data: pageOf(enrolmentRow),
    run: (r) => enrolments.roster(actorOf(r), r.params, r.query),
  });
  routes.create(CLASSES_API.students(':id'), {
    summary: 'Enrol one person (creates the student account; the initial password is answered once)',
    access: enrols,
    params: idParams,
    body: enrolmentInput,
    data: enrolmentResult,
    msg: 'classes.enrolled',
    run: (r) => enrolments.enrol(actorOf(r), r.params, r.body),
  });
  routes.create(CLASSES_API.enrolLead(':id'), {
    summary: 'Enrol a sign-up lead in one step',
    access: enrols,
    params: idParams,
    body: enrolLeadBody,
    data: enrolmentResult,
    msg: 'classes.enrolled',
    run: (r) => enrolments.enrolLead(actorOf(r), r.params, r.body),
  });
  sheetTemplateRoute(app, CLASSES_API.importTemplate, {
    tags,
    summary: 'The XLSX template for enrolling by spreadsheet',
    access: enrols,
    filename: 'students-template.xlsx',
    localName: '学员导入模板.xlsx',
    build: enrolmentTemplate,
  });

  // The teacher's student list ---------------------------------------------------------------------
  routes.get(ENROLMENTS_API.list, {
    summary: 'Students of the classes you see (masked)',
    access: seesStudents,
    querystring: enrolmentListQuery,
    data: pageOf(enrolmentRow),
    run: (r) => enrolments.list(actorOf(r), r.query),
  });
  routes.act(ENROLMENTS_API.verify(':id'), {
    summary: "Verify an enrolled student's real-name data",
    access: verifies,
    params: idParams,
    data: enrolmentRow,
    msg: 'classes.verified',
    run: (r) => enrolments.verify(actorOf(r), r.params),
  });
  routes.act(ENROLMENTS_API.reveal(':id'), {
    summary: 'Show one full ID number or phone (audited)',
    access: seesStudents,
    params: idParams,
    body: revealBody,
    data: revealed,
    msg: 'classes.revealed',
    run: (r) => enrolments.reveal(actorOf(r), r.params, r.body.field),
  });
  // A 400 in the body is a normal result here (HTTP 200): some students could not be removed.
  app.post(STUDENTS_API.verifyBatchDel, {
    config: { access: verifies },
    schema: {
      tags,
      summary: 'Remove unverified students in batch; the body code is 400 when some stay',
      body: batchIds,
    },
    handler: async (request, reply) => {
      const { removed, refused } = await enrolments.removeUnverified(
        actorOf(request),
        request.body.ids,
        request.locale,
      );
      if (refused.length === 0)
        return reply
          .code(200)
          .send({ code: 200, msg: request.t('classes.batch_deleted', { count: removed }), data: [] });
      return reply.code(200).send({
        code: 400,
        msg: request.t('classes.batch_partial', { count: refused.length, removed }),
        data: refused,
      });
    },
  });
  // A 403 in the body is a normal result here (HTTP 200) while the information is not open to the caller.
  app.get(STUDENTS_API.paymentInfo, {
    config: { access: seesStudents },
    schema: {
      tags,
      summary: "A student's payment information (body code 403 while not open)",
      querystring: paymentInfoQuery,
    },
    handler: async (request, reply) => {
      const info = await enrolments.paymentInfo(actorOf(request), request.query.id);
      if (!info) return reply.code(200).send({ code: 403, msg: request.t('classes.payment_not_open'), data: null });
      return reply.ok(paymentInfo.parse(info));
    },
  });

  exportRoute(app, CLASSES_API.export, exported.classes, {
    tags,
    summary: 'Export the classes (same filters as the list) to the download centre',
  });
  exportRoute(app, ENROLMENTS_API.export, exported.students, {
    tags,
    summary: 'Export the students (same filters as the list, masked) to the download centre',
  });

  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { files: 1, fileSize: ENROLMENT_IMPORT_MAX_BYTES, fields: 5 } });
    sheetImportRoute(scoped, CLASSES_API.importStudents(':id'), {
      tags,
      summary: 'Enrol by spreadsheet: all rows or none, with a row-level report and the initial passwords',
      access: enrols,
      params: idParams,
      report: enrolmentImportReport,
      fileRequired: 'accounts.import_file_required',
      done: 'classes.import_done',
      count: (report) => report.created,
      run: async (request, file) =>
        enrolments.enrolMany(
          actorOf(request),
          request.params,
          await readEnrolmentSheet(file.data, request.locale),
          request.locale,
        ),
    });
  });
};
