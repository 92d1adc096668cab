// Students: the signed-in student's detail and the
// follow-up service survey a student answers after training.
import { z } from 'zod';
import { SURVEY_OTHER_BUSINESS_DIRECTION, SURVEY_OTHER_SERVICE_TYPE } from './students.api.ts';

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

// The settings page: phone and avatar -----------------------------------------------------------

/**
 * The student's own profile. `username` (the login name) is the phone given at enrolment and does not follow a
 * phone change: the phone is how the institution reaches the student, the login name stays what the teacher handed out.
 * A login name that is a phone is shown masked (only its keyed hash and cipher text are stored); `phone` is the
 * student's own number in full.
 */
export const studentProfile = z.object({ username: z.string(), phone: z.string(), avatar: z.string() });
export type StudentProfile = z.infer<typeof studentProfile>;

export const studentPhoneUpdate = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^1[3-9]\d{9}$/, { error: 'validation.phone_invalid' }),
});
export type StudentPhoneUpdate = z.infer<typeof studentPhoneUpdate>;

// The follow-up survey --------------------------------------------------------------------------

const yesNo = (key: string) => z.union([z.literal(0), z.literal(1)], { error: key });
const dictValue = (key: string) =>
  z.number({ error: key }).int({ error: key }).min(1, { error: key }).max(999, { error: key });
const text = z.string().trim().max(500, { error: 'validation.too_long' });

/** Each message is an i18n key; the locales give the sentences. */
export const surveyAnswer = z
  .object({
    is_service: yesNo('survey.is_service_required'),
    is_business: yesNo('survey.is_business_required'),
    work_status: dictValue('survey.work_status_required'),
    business_direction: dictValue('survey.business_direction_required'),
    business_direction_content: text.optional().default(''),
    service_type: z
      .array(dictValue('survey.service_type_required'), { error: 'survey.service_type_required' })
      .min(1, { error: 'survey.service_type_required' })
      .max(20),
    service_type_content: text.optional().default(''),
    other_content: text.optional().default(''),
  })
  .superRefine((answer, ctx) => {
    if (answer.business_direction === SURVEY_OTHER_BUSINESS_DIRECTION && !answer.business_direction_content) {
      ctx.addIssue({
        code: 'custom',
        path: ['business_direction_content'],
        message: 'survey.business_direction_other_required',
      });
    }
    if (answer.service_type.includes(SURVEY_OTHER_SERVICE_TYPE) && !answer.service_type_content) {
      ctx.addIssue({ code: 'custom', path: ['service_type_content'], message: 'survey.service_type_other_required' });
    }
  })
  .transform((answer) => ({
    ...answer,
    // A text box is only kept while its "other" choice is chosen.
    business_direction_content:
      answer.business_direction === SURVEY_OTHER_BUSINESS_DIRECTION ? answer.business_direction_content : '',
    service_type: [...new Set(answer.service_type)],
    service_type_content: answer.service_type.includes(SURVEY_OTHER_SERVICE_TYPE) ? answer.service_type_content : '',
  }));
export type SurveyAnswerInput = z.input<typeof surveyAnswer>;
export type SurveyAnswer = z.output<typeof surveyAnswer>;
