// Who an export runs for: the caller, their session role (its scope applies) and language.
import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/auth.ts';
import type { ExportOwner } from './service.ts';

export function exportOwner(request: FastifyRequest): ExportOwner {
  const { user, role } = authOf(request);
  return { user, role, locale: request.locale };
}
