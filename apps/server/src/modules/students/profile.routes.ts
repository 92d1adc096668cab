// The student's settings page: profile (login name, phone, avatar), the phone change and the avatar upload. The
// multipart parser lives in this context only (the other student calls take JSON).
import { envelope, STUDENTS_API, studentPhoneUpdate, studentProfile } from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ONE_FILE_FORM, readUpload } from '@/modules/uploads/index.ts';
import { actorOf } from '@/plugins/actor.ts';

export const studentProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  const studentProfiles = app.students.profiles;
  await app.register(multipart, ONE_FILE_FORM);
  const student = { access: { roles: ['student' as const] } };
  const tags = ['students'];

  app.get(STUDENTS_API.profile, {
    config: student,
    schema: {
      tags,
      summary: "The student's login name, phone and avatar",
      response: { 200: envelope(studentProfile) },
    },
    handler: async (request, reply) => reply.ok(await studentProfiles.get(actorOf(request))),
  });

  app.put(STUDENTS_API.profile, {
    config: student,
    schema: {
      tags,
      summary: 'Change your mobile number (the login name stays); refused when another account has it (409)',
      body: studentPhoneUpdate,
      response: { 200: envelope(studentProfile) },
    },
    handler: async (request, reply) =>
      reply.ok(await studentProfiles.changePhone(actorOf(request), request.body.phone), 'student.phone_saved'),
  });

  app.post(STUDENTS_API.avatar, {
    config: student,
    schema: {
      tags,
      summary:
        'Change your avatar: one picture (png, jpeg, gif, webp; 5 MB) as form field "file", kept as a square JPEG',
      consumes: ['multipart/form-data'],
      response: { 200: envelope(studentProfile) },
    },
    handler: async (request, reply) =>
      reply.ok(await studentProfiles.changeAvatar(actorOf(request), await readUpload(request)), 'student.avatar_saved'),
  });
};
