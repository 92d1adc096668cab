// The classes module: decorates `classes` (lifecycle, review, timeline, to-do) and `enrolments` (students of a class:
// enrolment, import, verification, batch removal, payment information, audited reveal), registers their calls, and
// runs the lifecycle job (start on the start date, finish after the end date) on instances that run workers.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { workerJob } from '@/plugins/worker-job.ts';
import { ClassService } from './class.service.ts';
import { EnrolmentService } from './enrolment.service.ts';
import { classesExport, studentsExport } from './exports.ts';
import { classCountOfCourse, courseStudiedBy, courseTaughtBy, institutionClasses } from './reads.ts';
import { classRoutes } from './routes.ts';

export { enrolledSql, sessionFactsSql, studyingClassSql, studyStartedSql } from './batch-sql.ts';
export { BookService } from './books.service.ts';
export type { ClassFinished, ClassFinishedListener, ClassService } from './class.service.ts';
export type { EnrolmentService, PhotoRegistry } from './enrolment.service.ts';
export { initialPassword } from './enrolment.service.ts';
export {
  type ClassSession,
  type LessonWindow,
  type LiveLessonFound,
  LiveLessonStore,
  openClassesInScope,
} from './live-lessons.ts';
export {
  classBoard,
  classCourseIdOf,
  classesOfStudent,
  classInScope,
  classNameOf,
  classOfStudent,
  classVisibleTo,
  courseStudiedBy,
  enrolledAnywhere,
  enrolledAtInstitution,
  enrolledIn,
  enrolledStudentByIdCard,
  enrolmentCounts,
  hasStudentDetails,
  inClassScope,
  institutionClassFigures,
  markSurveyed,
  openClassCountOf,
  openClassesOfInstitution,
  sessionsOfClass,
  studentClassNameOf,
  studentsOfClass,
  studentsWithIdCard,
  studentTrainingOf,
  studiesCourse,
} from './reads.ts';
export { classScope } from './scope.ts';

declare module 'fastify' {
  interface FastifyInstance {
    classes: ClassService;
    enrolments: EnrolmentService;
  }
}

/** How often an instance looks for classes to start or finish. */
const LIFECYCLE_EVERY_MS = 10 * 60_000;

async function classesModule(app: FastifyInstance) {
  const classes = new ClassService(app.db, app.courses.catalogue, (error, event) =>
    app.log.error({ err: error, class: event.classId }, 'a class-finished listener failed'),
  );
  app.decorate('classes', classes);
  app.institutions.readClassesThrough(institutionClasses(app.db));
  app.courses.readClasses({
    classCountOf: classCountOfCourse,
    taughtBy: courseTaughtBy,
    studiedBy: courseStudiedBy,
  });
  const enrolments = new EnrolmentService(app.db, app.personalData);
  app.decorate('enrolments', enrolments);
  const exported = { classes: classesExport(classes), students: studentsExport(enrolments) };
  app.exports.register(exported.classes);
  app.exports.register(exported.students);
  await app.register(classRoutes, { exported });

  workerJob(app, {
    name: 'class-lifecycle',
    everyMs: LIFECYCLE_EVERY_MS,
    failure: 'class lifecycle failed',
    async run() {
      const moved = await classes.runLifecycle();
      if (moved.started || moved.finished) app.log.info(moved, 'class lifecycle');
    },
  });
}

export default fp(classesModule, {
  name: 'classes',
  dependencies: ['core', 'audit', 'exports', 'courses', 'institutions'],
});
