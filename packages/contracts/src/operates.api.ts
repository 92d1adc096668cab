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
} as const;

/** Guides are per audience role; `*` is the guide for every role without its own. Students have none. */
export const GUIDE_ROLES = [...ROLES.filter((r) => r !== 'student'), '*'] as const;
