// Encryption of personal data at rest (AES-256-GCM) and the keyed hash used to look it up and find duplicates.
// Cipher texts read `pd1.<key id>.<base64url of iv | cipher text | tag>`: the key id lets keys rotate (new
// values use the current key, older ones still open with a previous key until they are re-encrypted).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { deriveKey, keyId } from './keys.ts';

const VERSION = 'pd1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const CIPHER_TEXT = /^pd1\.([0-9a-f]{8})\.([A-Za-z0-9_-]+)$/;

/** Personal data that cannot be opened: tampered with, cut, or written with a key this server does not have. */
export class PersonalDataError extends Error {
  override name = 'PersonalDataError';
}

interface DataKey {
  id: string;
  encryption: Buffer;
  lookup: Buffer;
}

const dataKey = (key: Buffer): DataKey => ({
  id: keyId(key),
  encryption: deriveKey(key, 'encryption'),
  lookup: deriveKey(key, 'lookup'),
});

/** How a value is compared for lookups: Unicode-normalised, trimmed, single spaces, upper case (x and X agree). */
export const normalizeForLookup = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toUpperCase();

export class PersonalDataCipher {
  private readonly current: DataKey;
  private readonly byId: Map<string, DataKey>;

  /** `current` encrypts and hashes; `previous` keys only open what was written with them. */
  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    this.current = dataKey(current);
    this.byId = new Map([...previous.map(dataKey), this.current].map((k) => [k.id, k]));
  }

  get currentKeyId(): string {
    return this.current.id;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.encryption, iv);
    // The version and key id are authenticated too: a cipher text moved under another prefix does not open.
    cipher.setAAD(Buffer.from(`${VERSION}.${this.current.id}`));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const packed = Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    return `${VERSION}.${this.current.id}.${packed}`;
  }

  decrypt(text: string): string {
    const match = CIPHER_TEXT.exec(text);
    if (!match) throw new PersonalDataError('not a personal-data cipher text');
    const [, id = '', packed = ''] = match;
    const key = this.byId.get(id);
    if (!key) throw new PersonalDataError(`no key with id ${id}`);
    const bytes = Buffer.from(packed, 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) throw new PersonalDataError('cipher text too short');
    const decipher = createDecipheriv('aes-256-gcm', key.encryption, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(`${VERSION}.${id}`));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    try {
      return Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    } catch (error) {
      throw new PersonalDataError('cipher text does not authenticate', { cause: error });
    }
  }

  /** Written with an older key: re-encrypt it when the row is next saved (or by a rotation job). */
  needsReencryption(text: string): boolean {
    return CIPHER_TEXT.exec(text)?.[1] !== this.current.id;
  }

  /**
   * The keyed hash (HMAC-SHA-256, base64url) of a value under the current key, for an indexed lookup column or a
   * unique index against duplicates. Without the key it cannot be reversed by trying every ID number.
   */
  lookupHash(value: string): string {
    return this.hashWith(this.current, value);
  }

  /** The value's hash under every key, current first: match `inArray(column, ...)` while a rotation is under way. */
  lookupHashes(value: string): string[] {
    return [this.current, ...[...this.byId.values()].filter((k) => k !== this.current)].map((k) =>
      this.hashWith(k, value),
    );
  }

  private hashWith(key: DataKey, value: string): string {
    return createHmac('sha256', key.lookup).update(normalizeForLookup(value), 'utf8').digest('base64url');
  }
}
