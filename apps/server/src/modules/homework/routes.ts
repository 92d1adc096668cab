// Homework calls: the trainer's homework and marking (/f/v1), the student's list, drafts and submission (/s/v1), and
// the access-checked attachments. Each route is one call into the services; scope and rules live there.
import {
  answerBody,
  envelope,
  HOMEWORK_API,
  homeworkDetail,
  homeworkFile,
  homeworkInput,
  homeworkListQuery,
  homeworkRow,
  idParams,
  markBody,
  myHomework,
  myHomeworkRow,
  pageOf,
  returnBody,
  savedAnswer,
  submissionDetail,
  submissionListQuery,
  submissionRow,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ONE_FILE_FORM, readUpload, sendFile } from '@/modules/uploads/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';

const tags = ['homework'];
const read = { roles: ['admin', 'teacher', 'trainer'] as const, permission: 'train:homework:list' };
const edit = { roles: ['trainer'] as const, permission: 'train:homework:edit' };
const marks = { roles: ['trainer'] as const, permission: 'train:homework:mark' };
const student = { roles: ['student'] as const, permission: 'homework:submit' };

export const homeworkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { assignments: homework, answers: homeworkAnswers, files: homeworkFiles } = app.homework;
  await app.register(multipart, ONE_FILE_FORM);
  const routes = resource(
    app,
    {
      tags,
      read,
      edit,
      paths: { list: HOMEWORK_API.list, one: HOMEWORK_API.one(':id') },
      key: idParams,
      item: homeworkDetail,
      list: {
        summary: 'Homework of the classes you train (a teacher: your institution; the admin: all)',
        query: homeworkListQuery,
        data: pageOf(homeworkRow),
      },
      get: { summary: 'One homework with its content and attachments' },
      create: { summary: 'Set homework for a class you train', body: homeworkInput },
      update: { summary: 'Change a homework', body: homeworkInput },
      remove: { summary: 'Delete a homework nobody has handed in' },
    },
    homework,
  );
  routes.get(HOMEWORK_API.submissions(':id'), {
    summary: 'Answers handed in for a homework',
    params: idParams,
    querystring: submissionListQuery,
    data: pageOf(submissionRow),
    run: (r) => homework.submissions(actorOf(r), r.params, r.query),
  });
  routes.get(HOMEWORK_API.submission(':id'), {
    summary: 'One answer with its history',
    params: idParams,
    data: submissionDetail,
    run: (r) => homework.submission(actorOf(r), r.params),
  });
  routes.act(HOMEWORK_API.mark(':id'), {
    summary: 'Mark an answer (0 to the full score) with a comment',
    access: marks,
    params: idParams,
    body: markBody,
    data: submissionDetail,
    msg: 'homework.marked',
    run: (r) => homework.mark(actorOf(r), r.params, r.body),
  });
  routes.act(HOMEWORK_API.return(':id'), {
    summary: 'Return an answer for rework with a reason',
    access: marks,
    params: idParams,
    body: returnBody,
    data: submissionDetail,
    msg: 'homework.returned',
    run: (r) => homework.giveBack(actorOf(r), r.params, r.body),
  });

  routes.get(HOMEWORK_API.mine, {
    summary: "The homework of the student's classes and where their answers stand",
    access: student,
    data: z.array(myHomeworkRow),
    run: (r) => homeworkAnswers.list(actorOf(r)),
  });
  routes.get(HOMEWORK_API.myOne(':id'), {
    summary: 'One homework with the student’s answer (latest draft)',
    access: student,
    params: idParams,
    data: myHomework,
    run: (r) => homeworkAnswers.get(actorOf(r), r.params),
  });
  routes.act(HOMEWORK_API.draft(':id'), {
    summary: 'Save the draft written on `version` (409 with the current answer when a newer one exists)',
    access: student,
    params: idParams,
    body: answerBody,
    data: savedAnswer,
    msg: 'homework.draft_saved',
    run: (r) => homeworkAnswers.saveDraft(actorOf(r), r.params, r.body),
  });
  routes.act(HOMEWORK_API.submit(':id'), {
    summary: 'Hand in the answer (late ones are marked late, or refused when the homework says so)',
    access: student,
    params: idParams,
    body: answerBody,
    data: savedAnswer,
    msg: 'homework.submitted',
    run: (r) => homeworkAnswers.submit(actorOf(r), r.params, r.body),
  });

  app.post(HOMEWORK_API.files, {
    config: { access: { roles: ['trainer', 'student'] } },
    schema: {
      tags,
      summary: 'Upload one attachment (picture 5 MB; pdf, docx, xlsx 20 MB) as form field "file"',
      consumes: ['multipart/form-data'],
      response: { 201: envelope(homeworkFile) },
    },
    handler: async (request, reply) => {
      const saved = await homeworkFiles.upload(actorOf(request), await readUpload(request));
      return reply.ok(saved, 'upload.done', 201);
    },
  });
  app.get(HOMEWORK_API.file(':id'), {
    config: { access: { roles: ['admin', 'teacher', 'trainer', 'student'] } },
    schema: { tags, summary: 'Download an attachment you may read', params: idParams },
    handler: async (request, reply) => {
      const file = await homeworkFiles.open(actorOf(request), request.params.id);
      return sendFile(reply, file, { cache: 'private, no-store', inline: true });
    },
  });
};
