// Exam calls: the bank and papers (admins write, teachers and trainers read), tests (teachers publish), the student's
// tests and results, the theory test under its theoryToken, results per test and marking for staff.
import {
  attemptState,
  completionIdentify,
  completionInfo,
  EXAMS_API,
  entityId,
  idParams,
  marksInput,
  myTest,
  pageOf,
  pageQuery,
  paperInput,
  paperListQuery,
  paperRow,
  practiceAnswer,
  practiceCourse,
  practiceFeedback,
  practiceQuery,
  practiceQuestion,
  practiceWrongRow,
  questionImportReport,
  questionInput,
  questionListQuery,
  questionRow,
  resultDetail,
  resultRow,
  saveAnswers,
  savedAnswers,
  startedAttempt,
  testInput,
  testListQuery,
  testRow,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromHeader } from '@/core/tokens.ts';
import { unauthorized } from '@/lib/errors.ts';
import { exportRoute } from '@/modules/exports/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { crud, resource } from '@/plugins/crud.ts';
import { sheetImportRoute, sheetTemplateRoute } from '@/plugins/sheet-routes.ts';
import type { questionsExport, testResultsExport } from './exports.ts';
import { QUESTION_IMPORT_MAX_BYTES, questionTemplate } from './import.ts';
import { parseTheoryToken, type TheoryToken } from './theory-token.ts';

const tags = ['exams'];
const STAFF = ['admin', 'teacher', 'trainer', 'province', 'city', 'area'] as const;
const bankRead = { roles: ['admin', 'teacher', 'trainer'] as const, permission: 'exam:bank:list' };
const bankEdit = { roles: ['admin'] as const, permission: 'exam:bank:edit' };
const testsRead = { roles: STAFF, permission: 'train:testResult:list' };
const testsEdit = { roles: ['teacher'] as const, permission: 'exam:test:edit' };
const marks = { roles: ['teacher', 'trainer'] as const, permission: 'exam:mark' };
const takes = { roles: ['student'] as const, permission: 'exam:theory:take' };
const courseParams = z.object({ courseId: entityId });

/** The theoryToken a theory call presents as its bearer, read here once; the engine checks it is one of ours. */
function theoryTokenOf(request: FastifyRequest): TheoryToken {
  const token = parseTheoryToken(tokenFromHeader(request.headers.authorization));
  if (!token) throw unauthorized('exams.token_invalid');
  return token;
}

export const examRoutes: FastifyPluginAsyncZod<{
  exported: { questions: ReturnType<typeof questionsExport>; results: ReturnType<typeof testResultsExport> };
}> = async (app, { exported }) => {
  const {
    examCompletion: completion,
    examQuestions: questions,
    examPapers: papers,
    examTests: tests,
    examAttempts: engine,
    examResults,
    examPractice: practice,
  } = app;
  resource(
    app,
    {
      tags,
      read: bankRead,
      edit: bankEdit,
      paths: { list: EXAMS_API.questions, one: EXAMS_API.question(':id') },
      key: idParams,
      item: questionRow,
      list: { summary: 'Questions of the bank', query: questionListQuery, data: pageOf(questionRow) },
      get: { summary: 'One question' },
      create: { summary: 'Add a question', body: questionInput },
      update: { summary: 'Change a question', body: questionInput },
      remove: { summary: 'Delete a question no paper uses' },
    },
    questions,
  );

  // The bank by spreadsheet: template, import (all rows or none), export of the filtered bank.
  sheetTemplateRoute(app, EXAMS_API.questionsTemplate, {
    tags,
    summary: 'The XLSX template of the bank import',
    access: bankEdit,
    filename: 'questions-template.xlsx',
    localName: '试题导入模板.xlsx',
    build: questionTemplate,
  });
  exportRoute(app, EXAMS_API.questionsExport, exported.questions, {
    tags,
    summary: 'Export the bank (same filters as the list) to the download centre',
  });
  exportRoute(app, EXAMS_API.resultsExport, exported.results, {
    tags,
    summary: "Export one test's results (the classes you see) to the download centre",
  });
  await app.register(async (scoped) => {
    await scoped.register(multipart, { limits: { files: 1, fileSize: QUESTION_IMPORT_MAX_BYTES, fields: 5 } });
    sheetImportRoute(scoped, EXAMS_API.questionsImport, {
      tags,
      summary: 'Import questions from the XLSX template: all rows or none, with a row-level report',
      access: bankEdit,
      report: questionImportReport,
      fileRequired: 'accounts.import_file_required',
      done: 'exams.import_done',
      count: (report) => report.created,
      run: (request, file) => questions.importFile(actorOf(request), file.data, request.locale),
    });
  });

  resource(
    app,
    {
      tags,
      read: bankRead,
      edit: bankEdit,
      paths: { list: EXAMS_API.papers, one: EXAMS_API.paper(':id') },
      key: idParams,
      item: paperRow,
      list: { summary: 'Papers', query: paperListQuery, data: pageOf(paperRow) },
      get: { summary: 'One paper' },
      create: { summary: 'Add a paper', body: paperInput },
      update: { summary: 'Change a paper', body: paperInput },
      remove: { summary: 'Delete a paper no test uses' },
    },
    papers,
  );

  const staff = resource(
    app,
    {
      tags,
      read: testsRead,
      edit: testsEdit,
      paths: { list: EXAMS_API.tests, one: EXAMS_API.test(':id') },
      key: idParams,
      item: testRow,
      list: { summary: 'Tests of the classes you see', query: testListQuery, data: pageOf(testRow) },
      get: { summary: 'One test' },
      create: { summary: 'Open a paper to a class', body: testInput },
      remove: { summary: 'Withdraw a test nobody took' },
    },
    tests,
  );
  staff.get(EXAMS_API.testAttempts(':id'), {
    summary: 'Results of a test',
    params: idParams,
    querystring: pageQuery,
    data: pageOf(resultRow),
    run: (r) => examResults.testAttempts(actorOf(r), r.params, r.query),
  });
  staff.get(EXAMS_API.attempt(':id'), {
    summary: 'One attempt with every answer',
    params: idParams,
    data: resultDetail,
    run: (r) => examResults.staffDetail(actorOf(r), r.params),
  });
  staff.update(EXAMS_API.marks(':id'), {
    summary: 'Mark the short answers of an attempt',
    access: marks,
    params: idParams,
    body: marksInput,
    data: resultDetail,
    msg: 'exams.marked',
    run: (r) => examResults.mark(actorOf(r), r.params, r.body),
  });

  const student = crud(app, { tags, read: takes, edit: takes });
  student.get(EXAMS_API.myTests, {
    summary: 'My theory tests',
    data: z.array(myTest),
    run: (r) => tests.mine(actorOf(r)),
  });
  student.act(EXAMS_API.start(':id'), {
    summary: 'Start or resume a theory test: answers its theoryToken',
    params: idParams,
    data: startedAttempt,
    msg: 'exams.started',
    run: async (r) => {
      const actor = actorOf(r);
      const courseId = await tests.checkStudent(actor, r.params.id);
      const attempt = await engine.start(r.params.id, actor.userId, new Date());
      return {
        attempt_id: attempt.id,
        course_id: courseId,
        theory_token: engine.tokenFor(attempt),
        deadline: attempt.deadline.toISOString(),
      };
    },
  });
  student.get(EXAMS_API.myResults, {
    summary: 'My results',
    data: z.array(resultRow),
    run: (r) => examResults.mine(actorOf(r)),
  });
  student.get(EXAMS_API.myResult(':id'), {
    summary: 'One of my results (the review once the window has closed)',
    params: idParams,
    data: resultDetail,
    run: (r) => examResults.myDetail(actorOf(r), r.params, new Date()),
  });

  // Practice: the courses of the student's classes only (404 otherwise); the key comes back with the marked answer,
  // never for a question a test not yet closed can ask (sealed.ts).
  const practiceParams = z.object({ courseId: entityId });
  student.get(EXAMS_API.practiceCourses, {
    summary: 'Practice: my courses with per-chapter progress',
    data: z.array(practiceCourse),
    run: (r) => practice.courses(actorOf(r), new Date()),
  });
  student.get(EXAMS_API.practiceQuestions(':courseId'), {
    summary: 'Practice: a batch of questions by chapter, at random or from the wrong-answer book (no keys)',
    params: practiceParams,
    querystring: practiceQuery,
    data: z.array(practiceQuestion),
    run: (r) => practice.questions(actorOf(r), r.params.courseId, r.query, new Date()),
  });
  student.act(EXAMS_API.practiceAnswers(':courseId'), {
    summary: 'Practice: answer one question; answers right or wrong with the key and the analysis',
    params: practiceParams,
    body: practiceAnswer,
    data: practiceFeedback,
    msg: 'exams.practice_answered',
    run: (r) => practice.answer(actorOf(r), r.params.courseId, r.body, new Date()),
  });
  student.get(EXAMS_API.practiceWrong(':courseId'), {
    summary: 'Practice: my wrong-answer book',
    params: practiceParams,
    querystring: pageQuery,
    data: pageOf(practiceWrongRow),
    run: (r) => practice.wrongBook(actorOf(r), r.params.courseId, r.query, new Date()),
  });
  student.remove(EXAMS_API.practiceWrong(':courseId'), {
    summary: 'Practice: clear the wrong-answer book of the course',
    params: practiceParams,
    msg: 'exams.practice_cleared',
    run: (r) => practice.clear(actorOf(r), r.params.courseId, null),
  });
  student.remove(EXAMS_API.practiceWrongOne(':courseId', ':questionId'), {
    summary: 'Practice: take one question out of the wrong-answer book',
    params: z.object({ courseId: entityId, questionId: entityId }),
    msg: 'exams.practice_cleared',
    run: (r) => practice.clear(actorOf(r), r.params.courseId, r.params.questionId),
  });

  // Completion tests by link: who may sit it is decided by name + ID number; wrong answers are limited per (name + ID
  // number, address) pair and per address by the service. The route's own limit only turns a flood away: a classroom
  // behind one address identifies at once.
  const open = crud(app, { tags, read: 'public', edit: 'public' });
  const codeParams = z.object({ code: z.string().regex(/^[\w-]{8,64}$/, { error: 'error.not_found' }) });
  open.get(EXAMS_API.completion(':code'), {
    summary: 'A completion test by its link: paper, class, window',
    params: codeParams,
    rateLimit: { max: 120, windowMs: 60_000 },
    data: completionInfo,
    run: (r) => completion.info(r.params.code),
  });
  open.act(EXAMS_API.completion(':code'), {
    summary: 'Identify with name and ID number and start (or resume) the attempt: answers its token',
    params: codeParams,
    body: completionIdentify,
    rateLimit: { max: 120, windowMs: 60_000 },
    data: startedAttempt,
    msg: 'exams.started',
    run: (r) => completion.identify(r.params.code, r.body, r.ip, new Date()),
  });

  // Under the attempt's theoryToken, not a session: the token names one attempt of one course.
  const theory = crud(app, { tags, read: 'public', edit: 'public' });
  const theoryPath = EXAMS_API.theory(':courseId');
  // A whole exam room shares one address and saves about once a second each.
  const limit = { max: 20_000, windowMs: 60_000 };
  theory.get(theoryPath, {
    summary: 'The attempt: questions, saved answers, server deadline',
    params: courseParams,
    rateLimit: limit,
    data: attemptState,
    run: async (r) => engine.state(await engine.attemptOf(theoryTokenOf(r), r.params.courseId), new Date()),
  });
  theory.update(theoryPath, {
    summary: 'Save answers (highest version wins) and count leaves of the page',
    params: courseParams,
    rateLimit: limit,
    body: saveAnswers,
    data: savedAnswers,
    msg: 'exams.saved',
    run: (r) => engine.saveByToken(theoryTokenOf(r), r.params.courseId, r.body, new Date()),
  });
  theory.act(theoryPath, {
    summary: 'Submit the attempt (again: the same result)',
    params: courseParams,
    rateLimit: limit,
    data: attemptState,
    msg: 'exams.submitted',
    run: async (r) => {
      const attempt = await engine.attemptOf(theoryTokenOf(r), r.params.courseId);
      const now = new Date();
      return engine.state(await engine.submit(attempt.id, now, 'student'), now);
    },
  });
};
