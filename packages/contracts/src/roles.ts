// Roles of the product and their regional levels.
import { z } from 'zod';

export const ROLES = ['admin', 'teacher', 'trainer', 'student', 'province', 'city', 'area'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const REGIONAL_ROLES = ['province', 'city', 'area'] as const satisfies readonly Role[];
export type RegionalRole = (typeof REGIONAL_ROLES)[number];

/** Roles that see the annual-report entry (SPEC section 6). */
export const ANNUAL_REPORT_ROLES = [
  'province',
  'city',
  'area',
  'teacher',
  'trainer',
] as const satisfies readonly Role[];

/** Navbar items and the permission each needs (SPEC section 6). */
export const NAVBAR_PERMISSIONS = {
  home: 'navbar:top:home',
  resource: 'navbar:top:resource',
  course: 'navbar:top:course',
  game: 'navbar:top:game',
  download: 'navbar:top:download',
  message: 'navbar:top:message',
} as const;
