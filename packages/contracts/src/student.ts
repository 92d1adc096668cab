// The signed-in student's detail (SPEC section 3 "Student detail" and "Student store").
import { z } from 'zod';

export const studentDetail = z.object({
  service_is_survey: z.union([z.literal(0), z.literal(1)]),
  show_questionnaire: z.union([z.literal(0), z.literal(1)]),
  name: z.string(),
  group: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  course: z
    .object({ id: z.number().int(), name: z.string(), live_face_photograph: z.union([z.literal(0), z.literal(1)]) })
    .nullable(),
  institution: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type StudentDetail = z.infer<typeof studentDetail>;
