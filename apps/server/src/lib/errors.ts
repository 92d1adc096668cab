// The one error type of the server: an HTTP status, a message key and optional data, turned into the envelope in one place.
import type { MessageKey } from '@etp/contracts';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly data: unknown = null,
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, data: unknown = null) => new AppError(400, key, {}, data);
/** A refusal that belongs to one form field: data.fields names it, as validation errors do (translated on the way out). */
export const fieldError = (status: number, key: MessageKey, field: string) =>
  new AppError(status, key, {}, { fields: { [field]: key } });
export const unauthorized = (key: MessageKey = 'error.unauthorized') => new AppError(401, key);
/** HTTP 402: the server ended this session; the key says why. */
export const sessionEnded = (key: MessageKey) => new AppError(402, key);
export const forbidden = (key: MessageKey = 'error.forbidden') => new AppError(403, key);
export const notFound = (key: MessageKey = 'error.not_found') => new AppError(404, key);
export const conflict = (key: MessageKey = 'error.conflict') => new AppError(409, key);
export const tooManyRequests = (key: MessageKey, retryAfterS: number) =>
  new AppError(429, key, { seconds: retryAfterS }, null, { 'retry-after': String(retryAfterS) });
