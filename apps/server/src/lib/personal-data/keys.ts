// Keys of the personal-data cipher: read from configuration (32 bytes as hex or base64), or made once and kept in
// DATA_DIR outside production, like the token secret; each key gets a short id from its own bytes.
import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const DATA_KEY_BYTES = 32;

/** A 32-byte key written as 64 hex characters or as base64 (standard or URL-safe); null when it is neither. */
export function parseDataKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-f]{64}$/i.test(value)) return Buffer.from(value, 'hex');
  if (!/^[A-Za-z0-9+/_-]{42,44}={0,2}$/.test(value)) return null;
  const bytes = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return bytes.length === DATA_KEY_BYTES ? bytes : null;
}

/** Outside production a key is made once and kept in DATA_DIR, so restarts can read what was written. */
export function developmentDataKey(dataDir: string): Buffer {
  const file = join(dataDir, 'personal-data-key');
  if (existsSync(file)) {
    const key = parseDataKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold a 32-byte key (hex or base64)`);
    return key;
  }
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(DATA_KEY_BYTES);
  writeFileSync(file, key.toString('base64'), { mode: 0o600 });
  return key;
}

/** One purpose's key derived from a configured key (HKDF-SHA-256), so the same bytes never serve two purposes. */
export const deriveKey = (key: Buffer, purpose: string, bytes = DATA_KEY_BYTES) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `etp personal-data ${purpose}`, bytes));

/** The id written in front of each cipher text: 8 hex characters derived from the key, never the key itself. */
export const keyId = (key: Buffer) => deriveKey(key, 'key id', 4).toString('hex');
