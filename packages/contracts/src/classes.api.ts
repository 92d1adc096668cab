// Classes and enrolment: a class's lifecycle, its sessions and trainers, its students, textbook orders and the
// teacher's to-do counts (issue 12). Schema-free, so the browser imports these without zod.

/** draft -> pending -> approved -> running -> finished; rejected goes back to the teacher with a reason. */
export const CLASS_STATUSES = ['draft', 'pending', 'rejected', 'approved', 'running', 'finished'] as const;
export type ClassStatus = (typeof CLASS_STATUSES)[number];
export const CLASS_MODES = ['online', 'offline', 'mixed'] as const;
export type ClassMode = (typeof CLASS_MODES)[number];
export const SESSION_KINDS = ['theory', 'practice', 'live'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** The statuses in which a teacher may still enrol students. */
export const ENROLLING_STATUSES = ['draft', 'approved', 'running'] as const satisfies readonly ClassStatus[];
/** The statuses in which the teacher may edit a class (and submit it). */
export const EDITABLE_STATUSES = ['draft', 'rejected'] as const satisfies readonly ClassStatus[];
/**
 * A class is open: approved for opening or running. Its students study and are credited (lessons, live sessions and
 * replays alike), its trainers schedule live sessions, the portal lists it as opening. The one home of that rule.
 */
export const OPEN_CLASS_STATUSES = ['approved', 'running'] as const satisfies readonly ClassStatus[];
/** Public on the board (PRODUCT "/board"). */
export const BOARD_CLASS_STATUSES = ['approved', 'running', 'finished'] as const satisfies readonly ClassStatus[];
/** Statuses in which a class still holds its students, every one but finished (one such class per course per person). */
export const UNFINISHED_CLASS_STATUSES = ['draft', 'pending', 'rejected', 'approved', 'running'] as const;

export const CLASS_CAPACITY_MAX = 200;
export const CLASS_SESSIONS_MAX = 120;
/** The to-do card "starting soon, under half full" looks this many days ahead. */
export const TODO_STARTING_WITHIN_DAYS = 7;

export const STUDENT_GENDERS = ['male', 'female'] as const;
export const EDUCATION_LEVELS = ['primary', 'junior', 'senior', 'vocational', 'college', 'bachelor', 'master'] as const;
export const HOUSEHOLD_TYPES = ['urban', 'rural'] as const;
export const EMPLOYMENT_STATUSES = [
  'unemployed',
  'employed',
  'self_employed',
  'graduate',
  'migrant_worker',
  'veteran',
  'student',
  'other',
] as const;

/**
 * The Chinese words of each choice of the enrolment form: the form's labels, the import template's drop-down lists
 * and what the import reads (one source; the English value is read too).
 */
export const ENROLMENT_CHOICE_WORDS = {
  gender: { male: '男', female: '女' },
  education: {
    primary: '小学',
    junior: '初中',
    senior: '高中',
    vocational: '中专/中职',
    college: '大专',
    bachelor: '本科',
    master: '研究生',
  },
  household: { urban: '城镇', rural: '农村' },
  employment: {
    unemployed: '失业人员',
    employed: '在职人员',
    self_employed: '个体经营',
    graduate: '高校毕业生',
    migrant_worker: '农民工',
    veteran: '退役军人',
    student: '在校学生',
    other: '其他',
  },
} as const satisfies {
  gender: Record<(typeof STUDENT_GENDERS)[number], string>;
  education: Record<(typeof EDUCATION_LEVELS)[number], string>;
  household: Record<(typeof HOUSEHOLD_TYPES)[number], string>;
  employment: Record<(typeof EMPLOYMENT_STATUSES)[number], string>;
};

/**
 * Other words the import reads as a choice: short forms, and the words of the follow-up survey's employment
 * dictionary (SERVICE_STUDENT_WORK), so a value taken from that dictionary is not refused.
 */
export const ENROLMENT_CHOICE_ALIASES: Partial<Record<keyof typeof ENROLMENT_CHOICE_WORDS, Record<string, string>>> = {
  education: { 中专: 'vocational', 中职: 'vocational', 硕士: 'master' },
  employment: {
    失业: 'unemployed',
    待业: 'unemployed',
    在职: 'employed',
    受雇就业: 'employed',
    灵活就业: 'employed',
    自主创业: 'self_employed',
    学生: 'student',
  },
};

export const CLASSES_API = {
  /** Teachers (their institution), trainers (the classes they teach), admin and regional administrators (scope). */
  list: '/f/v1/classes',
  one: (id: number | string) => `/f/v1/classes/${id}`,
  submit: (id: number | string) => `/f/v1/classes/${id}/submit`,
  /** The teacher finishes a running class (the lifecycle job does it the day after the end date). */
  finish: (id: number | string) => `/f/v1/classes/${id}/finish`,
  timeline: (id: number | string) => `/f/v1/classes/${id}/timeline`,
  students: (id: number | string) => `/f/v1/classes/${id}/students`,
  importStudents: (id: number | string) => `/f/v1/classes/${id}/students/import`,
  importTemplate: '/f/v1/classes/students/import-template',
  enrolLead: (id: number | string) => `/f/v1/classes/${id}/students/from-lead`,
  courses: '/f/v1/courses',
  trainers: '/f/v1/trainers',
  /** The review queue of regional administrators (and the admin). */
  reviewList: '/a/v1/classes',
  approve: (id: number | string) => `/a/v1/classes/${id}/approve`,
  reject: (id: number | string) => `/a/v1/classes/${id}/reject`,
  todo: '/f/v1/todo-tasks/counts',
  export: '/f/v1/classes/export',
} as const;

/** The teacher-side student list (enrolments), its verification and the reveal of one full number. */
export const ENROLMENTS_API = {
  list: '/f/v1/students',
  verify: (id: number | string) => `/f/v1/students/${id}/verify`,
  reveal: (id: number | string) => `/f/v1/students/${id}/reveal`,
  export: '/f/v1/students/export',
} as const;
