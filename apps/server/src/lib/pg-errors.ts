// PostgreSQL error codes the services turn into readable 409s (Drizzle wraps the driver's error in `cause`).
import type { AppError } from './errors.ts';

function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (two requests raced past the service's own check). */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';

/** A foreign key refused the change (the row is still referenced, or points at nothing). */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** Runs a write, turning a refusal of the database's constraints into the domain's own error. */
export async function refusing<T>(
  write: () => Promise<T>,
  errors: { unique?: AppError; foreignKey?: AppError },
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (errors.unique && isUniqueViolation(error)) throw errors.unique;
    if (errors.foreignKey && isForeignKeyViolation(error)) throw errors.foreignKey;
    throw error;
  }
}
