// The operate guide and the new-feature list: what a user is shown, and their administration (schema-free).
import { ROLES } from './roles.api.ts';

export const OPERATES_API = {
  operateShow: '/o/v1/operates/operate-show',
  functionShow: '/o/v1/operates/function-show',
  operateInfo: '/o/v1/operates/operate-info',
  functionInfo: '/o/v1/operates/function-info',
  guide: '/a/v1/operates/guides/:role',
  features: '/a/v1/operates/features',
  feature: '/a/v1/operates/features/:id',
  faqs: '/a/v1/operates/faqs',
  faq: '/a/v1/operates/faqs/:id',
  /** The smart-service chat's answer to a question (public: the chat is on the portal too). */
  chatAnswer: '/p/v1/chat/answer',
} as const;

/** Most answers the chat gives to one question. */
export const CHAT_MAX_ANSWERS = 3;
/** Longest question the chat takes. */
export const CHAT_QUESTION_MAX = 100;

/**
 * Guides are per audience role; `*` is the guide for every role without its own. The student's guide is the manual
 * of /studentFront/manual (it never opens by itself: the student area has no guide dialog).
 */
export const GUIDE_ROLES = [...ROLES, '*'] as const;
