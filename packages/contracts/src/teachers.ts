// Teachers: the personal centre at /home (GET/PUT /f/v1/homes/teacher).
import { z } from 'zod';

export const teacherHome = z.object({
  uid: z.number().int(),
  name: z.string(),
  username: z.string(),
  phone: z.string(),
  avatar: z.string(),
  intro: z.string(),
  institution: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  region: z.string(),
  stats: z.object({
    classes: z.number().int(),
    running_classes: z.number().int(),
    students: z.number().int(),
    to_verify: z.number().int(),
    pending_surveys: z.number().int(),
  }),
});
export type TeacherHome = z.infer<typeof teacherHome>;

export const teacherHomeUpdate = z.object({
  name: z.string().trim().min(1, { error: 'validation.name_required' }).max(32, { error: 'validation.too_long' }),
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, { error: 'validation.phone_invalid' }),
  intro: z.string().trim().max(500, { error: 'validation.too_long' }).default(''),
  /** An uploaded picture's URL (or a data: URI of the generated one); absent keeps the current avatar. */
  avatar: z.string().trim().max(200_000).optional(),
});
export type TeacherHomeUpdate = z.infer<typeof teacherHomeUpdate>;
