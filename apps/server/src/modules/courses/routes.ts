// Course calls: the admin's catalogue and its chapter/lesson editor, the regional administrators' read, and the
// outline staff read. Routes are one call into the services; the rules live there.
import {
  COURSES_API,
  chapterInput,
  chapterParams,
  courseInput,
  courseListQuery,
  courseOutline,
  courseRow,
  idParams,
  lessonInput,
  lessonParams,
  orderInput,
  pageOf,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';

const tags = ['courses'];
const read = { roles: ['admin', 'province', 'city', 'area'] as const, permission: 'course:list' };
const edit = { roles: ['admin'] as const, permission: 'course:edit' };
/** Teachers and trainers read the outline of a course their institution teaches (checked by the service). */
const outlineReaders = { roles: ['admin', 'province', 'city', 'area', 'teacher', 'trainer'] as const };
const chapterRow = z.object({ id: z.number().int(), title: z.string(), sort: z.number().int() });
const created = z.object({ id: z.number().int() });

export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  const { courses, outlines } = app.courseCatalogue;
  const byId = COURSES_API.one(':id');
  const chapterById = COURSES_API.chapter(':id', ':chapterId');
  const lessonById = COURSES_API.lesson(':id', ':lessonId');
  const routes = resource(
    app,
    {
      tags,
      read,
      edit,
      paths: { list: COURSES_API.list, one: byId },
      key: idParams,
      item: courseRow,
      list: {
        summary: 'The course catalogue, paged, by keyword and status',
        query: courseListQuery,
        data: pageOf(courseRow),
      },
      get: { summary: 'One course' },
      create: { summary: 'Create a course (a draft)', body: courseInput },
      update: { summary: 'Edit a course (the whole record)', body: courseInput },
      remove: { summary: 'Delete a course no class uses, with its chapters and lessons' },
    },
    courses,
  );
  routes.act(COURSES_API.publish(':id'), {
    summary: 'Publish a course with lessons: institutions may then open classes on it',
    params: idParams,
    data: courseRow,
    msg: 'courses.published',
    run: (r) => courses.publish(actorOf(r), r.params),
  });
  routes.act(COURSES_API.unpublish(':id'), {
    summary: 'Withdraw a course no class uses to draft',
    params: idParams,
    data: courseRow,
    msg: 'courses.unpublished',
    run: (r) => courses.unpublish(actorOf(r), r.params),
  });
  routes.get(COURSES_API.outline(':id'), {
    summary: 'Chapters and lessons of a course with media addresses (staff)',
    access: outlineReaders,
    params: idParams,
    data: courseOutline,
    run: (r) => outlines.outline(actorOf(r), r.params),
  });

  routes.create(COURSES_API.chapters(':id'), {
    summary: 'Add a chapter at the end',
    params: idParams,
    body: chapterInput,
    data: chapterRow,
    run: (r) => outlines.addChapter(actorOf(r), r.params, r.body),
  });
  routes.update(COURSES_API.chapterOrder(':id'), {
    summary: 'Reorder all chapters of a course',
    params: idParams,
    body: orderInput,
    run: (r) => outlines.orderChapters(actorOf(r), r.params, r.body),
  });
  routes.update(chapterById, {
    summary: 'Rename a chapter',
    params: chapterParams,
    body: chapterInput,
    data: chapterRow,
    run: (r) => outlines.renameChapter(actorOf(r), r.params, r.body),
  });
  routes.remove(chapterById, {
    summary: 'Delete an empty chapter',
    params: chapterParams,
    run: (r) => outlines.removeChapter(actorOf(r), r.params),
  });
  routes.update(COURSES_API.lessonOrder(':id', ':chapterId'), {
    summary: 'Reorder all lessons of a chapter',
    params: chapterParams,
    body: orderInput,
    run: (r) => outlines.orderLessons(actorOf(r), r.params, r.body),
  });
  routes.create(COURSES_API.lessons(':id'), {
    summary: 'Add a lesson (video, document or live) at the end of a chapter',
    params: idParams,
    body: lessonInput,
    data: created,
    run: (r) => outlines.addLesson(actorOf(r), r.params, r.body),
  });
  routes.update(lessonById, {
    summary: 'Edit a lesson (moving it to another chapter puts it last there)',
    params: lessonParams,
    body: lessonInput,
    data: created,
    run: (r) => outlines.updateLesson(actorOf(r), r.params, r.body),
  });
  routes.remove(lessonById, {
    summary: 'Delete a lesson',
    params: lessonParams,
    run: (r) => outlines.removeLesson(actorOf(r), r.params),
  });
};
