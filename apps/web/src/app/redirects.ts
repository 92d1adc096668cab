// The redirect rules as one pure function, so each rule is testable.
import type { Role } from '@etp/contracts';
import { isPublicPath } from './publicPaths';

export const HOME_PATH = '/home';
export const PORTAL_PATH = '/portal';
export const STUDENT_HOME_PATH = '/studentFront/study';
export const STUDENT_INFO_PATH = '/studentFront/info';
export const STUDENT_REPORT_PATH = '/studentFront/report';
export const TEACHER_HOME_PATH = '/todoTask/task/index';
/** Where a student with an initial password must go first (account settings: change the password). */
export const PASSWORD_CHANGE_PATH = '/studentFront/setting';
export const NOT_FOUND_PATH = '/404';

export interface GuardInput {
  path: string;
  hasToken: boolean;
  /** The first role of the user; only it routes. Undefined while the user is unknown. */
  role?: Role;
  /** The login page just sent the user to /home. */
  isLoginToIndex: boolean;
  /** The student's show_questionnaire flag, when known. */
  showQuestionnaire?: 0 | 1;
  /** The account still has its one-time initial password (a student enrolled by a teacher). */
  mustChangePassword?: boolean;
}

/** Where the user must go instead of `path`, or null to stay. */
export function redirectFor({
  path,
  hasToken,
  role,
  isLoginToIndex,
  showQuestionnaire,
  mustChangePassword,
}: GuardInput): string | null {
  if (path === '/') return HOME_PATH;
  if (isPublicPath(path)) return hasToken && path === '/login' ? PORTAL_PATH : null;
  if (!hasToken) return PORTAL_PATH;
  if (mustChangePassword && role === 'student' && path !== PASSWORD_CHANGE_PATH) return PASSWORD_CHANGE_PATH;
  if (path === HOME_PATH && role === 'student') return STUDENT_HOME_PATH;
  if (path === HOME_PATH && role === 'teacher' && isLoginToIndex) return TEACHER_HOME_PATH;
  if (path === STUDENT_REPORT_PATH && role === 'student' && showQuestionnaire === 0) return STUDENT_INFO_PATH;
  return null;
}
