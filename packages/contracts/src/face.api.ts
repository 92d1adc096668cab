// Face registration and checks (issue 13): the student's camera registration and compares, the teacher's upload and
// check history, the public /faceRecognition identify-and-verify. Schema-free, so the browser imports these without zod.

export const FACE_API = {
  /** The signed-in student: whether a photo is registered, attempts left before study pauses. */
  status: '/s/v1/face/status',
  /** Camera capture(s) at first study (multipart, fields "file"). */
  register: '/s/v1/face/register',
  /** Capture(s) against the registered photo (multipart: "file" parts, "purpose", optional "lesson_id"). */
  compare: '/s/v1/face/compare',
  /** The teacher uploads a student's photo (students of their institution). */
  teacherPhoto: (id: number | string) => `/f/v1/students/${id}/face-photo`,
  /** A student's check history (metadata only; no capture leaves the server). */
  checks: (id: number | string) => `/f/v1/students/${id}/face-checks`,
  /** Students whose study is paused after too many failed checks (the teacher's to-do list). */
  paused: '/f/v1/face/paused',
  /** The teacher allows the student again: the failure counter goes back to 0. */
  reset: (id: number | string) => `/f/v1/students/${id}/face-reset`,
  /** The teacher waives a student's face verification for a class, with a reason (eligibility counts it). */
  waiver: (classId: number | string) => `/f/v1/classes/${classId}/face-waivers`,
  /** Public page: name + ID number identify an enrolled student; answers a short-lived ticket. */
  publicIdentify: '/o/v1/face/identify',
  /** Public page: capture(s) with the ticket (multipart: "file" parts, "ticket"). */
  publicVerify: '/o/v1/face/verify',
} as const;

export const FACE_COMPARE_PURPOSES = ['study_start', 'study_random', 'live', 'exam'] as const;
export type FaceComparePurpose = (typeof FACE_COMPARE_PURPOSES)[number];

/** Why a capture or a check did not pass (face_checks.reason); each has a server message face.reason_<code>. */
export const FACE_REASONS = [
  'bad_image',
  'no_face',
  'several_faces',
  'face_too_small',
  'too_blurry',
  'mismatch',
  'paused',
] as const;
export type FaceReason = (typeof FACE_REASONS)[number];

/** Captures per call: 1 to 3 frames (JPEG/PNG/WebP), each at most 2 MB. */
export const FACE_MAX_FRAMES = 3;
export const FACE_FRAME_MAX_BYTES = 2 * 1024 * 1024;
/** The body code of a failed compare: HTTP 200, body code 500, data.compare_error_num. */
export const FACE_COMPARE_FAILED_CODE = 500;
