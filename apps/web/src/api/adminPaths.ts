// The back-office API paths and rules the api modules use, taken from the contracts' schema-free modules
// (api-paths.ts, access.ts, constants.ts), so no zod reaches the first load.
import { CONTENT_ADMIN_API, PORTAL_API } from '@etp/contracts';

export {
  ACCOUNTS_API,
  ADMIN_API,
  GUIDE_ROLES,
  PASSWORD_MIN_LENGTH,
  pathWith,
  SITE_VARIANTS,
} from '@etp/contracts';

/** Upload (back-office) and the portal's institution list. */
export const UPLOADS_API = CONTENT_ADMIN_API.uploads;
export const ORGANIZATIONS_API = PORTAL_API.organizations;
