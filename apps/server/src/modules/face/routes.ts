// Face calls: the student's status, registration and compares; the teacher's upload, history, paused list and reset;
// the public identify-and-verify of /faceRecognition. A failed compare answers HTTP 200 with body code 500 and
// compare_error_num in data.
import {
  envelope,
  FACE_API,
  FACE_COMPARE_FAILED_CODE,
  FACE_COMPARE_PURPOSES,
  faceCheckRow,
  faceIdentified,
  faceIdentifyBody,
  faceStatus,
  faceWaiver,
  faceWaiverBody,
  idParams,
  pausedStudent,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '@/lib/errors.ts';
import { actorOf } from '@/plugins/actor.ts';
import { authOf } from '@/plugins/auth.ts';
import { crud } from '@/plugins/crud.ts';
import { FACE_MULTIPART_LIMITS, readFaceForm } from './form.ts';
import type { CheckOutcome } from './service.ts';

const tags = ['face'];
const student = { roles: ['student'] as const, permission: 'study:face' };
const staff = { roles: ['teacher'] as const, permission: 'student:face' };
const studentIdParams = z.object({ id: idParams.shape.id });

/** A pass is 200/200; a failure is HTTP 200 with body code 500, a readable msg and compare_error_num in data. */
function answer(request: FastifyRequest, reply: FastifyReply, outcome: CheckOutcome) {
  if (outcome.passed) return reply.ok(outcome.data, 'face.passed');
  const reason = request.t(`face.reason_${outcome.data.reason}`);
  const msg = outcome.data.paused
    ? request.t('face.reason_paused')
    : request.t('face.compare_failed', { reason, remaining: outcome.data.remaining });
  return reply.code(200).send({ code: FACE_COMPARE_FAILED_CODE, msg, data: outcome.data });
}

function lessonIdOf(value: string | undefined): number | null {
  if (value === undefined || value === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
    throw badRequest('face.lesson_invalid', { fields: { lesson_id: 'face.lesson_invalid' } });
  return id;
}

export const faceRoutes: FastifyPluginAsyncZod = async (app) => {
  const { checks: face, staff: faceStaff, public: facePublic, waivers: faceWaivers } = app.face;
  await app.register(multipart, FACE_MULTIPART_LIMITS);
  const routes = crud(app, { tags, read: staff, edit: staff });

  routes.act(FACE_API.waiver(':id'), {
    summary: "Waive a student's face verification for a class, with a reason (audited)",
    access: { roles: ['teacher'], permission: 'student:verify' },
    params: idParams,
    body: faceWaiverBody,
    data: faceWaiver,
    msg: 'face.waived',
    run: (r) => faceWaivers.waive(actorOf(r), r.params.id, r.body),
  });
  routes.get(FACE_API.status, {
    summary: 'The signed-in student: registered photo, verified flag, failures in a row, paused',
    access: student,
    data: faceStatus,
    run: (r) => face.status(actorOf(r).userId),
  });

  app.post(FACE_API.register, {
    config: { access: student },
    schema: {
      tags,
      summary: 'Register the face from 1-3 camera captures (multipart "file")',
      consumes: ['multipart/form-data'],
    },
    handler: async (request, reply) => {
      const { frames } = await readFaceForm(request);
      const result = await face.registerFromCamera(actorOf(request), frames, request.ip);
      return reply.ok({ registered: true, source: 'camera', verified: result.verified }, 'face.registered', 201);
    },
  });

  app.post(FACE_API.compare, {
    config: { access: student },
    schema: {
      tags,
      summary: 'Compare 1-3 captures with the registered face ("file" parts, purpose, optional lesson_id)',
      consumes: ['multipart/form-data'],
    },
    handler: async (request, reply) => {
      const { frames, fields } = await readFaceForm(request);
      const purpose = FACE_COMPARE_PURPOSES.find((p) => p === fields.purpose);
      if (!purpose) throw badRequest('face.purpose_invalid', { fields: { purpose: 'face.purpose_invalid' } });
      const outcome = await face.compare(authOf(request).userId, {
        purpose,
        lessonId: lessonIdOf(fields.lesson_id),
        frames,
        address: request.ip,
      });
      return answer(request, reply, outcome);
    },
  });

  app.post(FACE_API.teacherPhoto(':id'), {
    config: { access: staff },
    schema: {
      tags,
      summary: 'Upload a student\'s face photo (students of your institution; multipart "file")',
      params: studentIdParams,
      consumes: ['multipart/form-data'],
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params as { id: number };
      await faceStaff.student(actor, id);
      const { frames } = await readFaceForm(request);
      await face.registerFromTeacher(actor, id, frames[0] as Buffer);
      return reply.ok({ registered: true, source: 'teacher' }, 'face.registered', 201);
    },
  });

  // The registered photo, for the teacher to compare with the ID details before verifying: a look at personal data,
  // audited like the check history; never cached.
  app.get(FACE_API.teacherPhoto(':id'), {
    config: { access: staff },
    schema: {
      tags,
      summary: "A student's registered face photo (students of your institution)",
      params: studentIdParams,
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params as { id: number };
      await faceStaff.student(actor, id);
      const photo = await face.photoOf(id);
      if (!photo) throw notFound('face.no_photo');
      const { user, role } = authOf(request);
      await app.auditTrail.write({
        userId: user.id,
        username: user.username,
        role,
        action: 'face.photo_view',
        method: 'GET',
        path: request.url.slice(0, 500),
        targetType: 'user',
        targetId: String(id),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        before: null,
        after: null,
      });
      return reply
        .header('content-type', imageTypeOf(photo))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(photo);
    },
  });

  // Reading a student's check history is a look at personal data: written to the audit log like a reveal.
  app.get(FACE_API.checks(':id'), {
    config: { access: staff },
    schema: {
      tags,
      summary: "A student's face checks (no captures)",
      params: studentIdParams,
      response: { 200: envelope(z.array(faceCheckRow)) },
    },
    handler: async (request, reply) => {
      const actor = actorOf(request);
      const { id } = request.params as { id: number };
      const rows = await faceStaff.history(actor, id);
      const { user, role } = authOf(request);
      await app.auditTrail.write({
        userId: user.id,
        username: user.username,
        role,
        action: 'face.checks_view',
        method: 'GET',
        path: request.url.slice(0, 500),
        targetType: 'user',
        targetId: String(id),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
        before: null,
        after: null,
      });
      return reply.ok(rows);
    },
  });

  routes.get(FACE_API.paused, {
    summary: 'Students whose study is paused after too many failed face checks (your institution)',
    data: z.array(pausedStudent),
    run: (r) => faceStaff.paused(actorOf(r)),
  });

  routes.act(FACE_API.reset(':id'), {
    summary: 'Allow a paused student to study again (failures back to 0)',
    params: studentIdParams,
    msg: 'face.reset',
    run: (r) => faceStaff.reset(actorOf(r), r.params.id),
  });

  routes.act(FACE_API.publicIdentify, {
    summary: 'Identify an enrolled student by name and ID number (rate-limited; answers a ticket)',
    access: 'public',
    body: faceIdentifyBody,
    data: faceIdentified,
    msg: 'face.identified',
    run: (r) => facePublic.identify(r.body, r.ip),
  });

  app.post(FACE_API.publicVerify, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Verify the identified student with 1-3 captures ("file" parts, "ticket")',
      consumes: ['multipart/form-data'],
    },
    handler: async (request, reply) => {
      const { frames, fields } = await readFaceForm(request);
      const outcome = await facePublic.verify(fields.ticket ?? '', frames, request.ip);
      return answer(request, reply, outcome);
    },
  });
};

/** The type of a stored photo from its first bytes (uploads are JPEG, PNG or WebP). */
function imageTypeOf(photo: Buffer): string {
  if (photo[0] === 0x89 && photo[1] === 0x50) return 'image/png';
  if (photo.subarray(8, 12).toString('ascii') === 'WEBP') return 'image/webp';
  return 'image/jpeg';
}
