// A certificate's snapshot as canonical JSON (keys sorted at every level, no spaces) and its sha256: the hash names
// exactly what was certified, whoever recomputes it.
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export const canonicalJson = (value: unknown) => JSON.stringify(canonical(value));

export const sha256Of = (value: unknown) => createHash('sha256').update(canonicalJson(value), 'utf8').digest('hex');
