// Password hashing with argon2id at OWASP's recommended cost (m=19 MiB, t=2, p=1).
import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 uses argon2id by default; its Algorithm enum is a const enum we cannot import here.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(plain: string): Promise<string> {
  return hash(plain, OPTIONS);
}

export async function verifyPassword(passwordHash: string, plain: string): Promise<boolean> {
  try {
    return await verify(passwordHash, plain);
  } catch {
    // A malformed stored hash is a failed check, never a crash of the login route.
    return false;
  }
}

/** A hash of a random password: verifying against it costs the same as a real one (no user-enumeration timing). */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(`dummy-${Math.random()}`);
  return dummyHash;
}
