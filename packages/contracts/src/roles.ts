// The role schema (the role names and rules live in access.ts).
import { z } from 'zod';
import { ROLES } from './access.ts';

export const roleSchema = z.enum(ROLES);
