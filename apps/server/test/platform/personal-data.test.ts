// Personal data at rest: AES-256-GCM round trips, tampering and wrong keys refused, key rotation, the keyed
// lookup hash, and the masks lists and public answers show.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  developmentDataKey,
  maskIdCard,
  maskName,
  maskPhone,
  PersonalDataCipher,
  PersonalDataError,
  parseDataKey,
} from '@/lib/personal-data/index.ts';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
const ID = '370102199003071234';

describe('PersonalDataCipher', () => {
  const cipher = new PersonalDataCipher(keyA);

  it('round-trips text, including Chinese and the empty string', () => {
    for (const plain of [ID, '王小明', '', 'x'.repeat(10_000)])
      expect(cipher.decrypt(cipher.encrypt(plain))).toBe(plain);
  });

  it('writes a versioned text with the key id, different every time', () => {
    const a = cipher.encrypt(ID);
    expect(a).toMatch(/^pd1\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/);
    expect(a.split('.')[1]).toBe(cipher.currentKeyId);
    expect(cipher.encrypt(ID)).not.toBe(a);
    expect(a).not.toContain(ID);
  });

  it('refuses a cipher text that was changed anywhere', () => {
    const text = cipher.encrypt(ID);
    const [version, id, body = ''] = text.split('.');
    const bytes = Buffer.from(body, 'base64url');
    for (const at of [0, 12, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] ?? 0) ^ 1;
      expect(() => cipher.decrypt(`${version}.${id}.${changed.toString('base64url')}`)).toThrow(PersonalDataError);
    }
    expect(() => cipher.decrypt(`${version}.${id}.${bytes.subarray(0, 20).toString('base64url')}`)).toThrow(
      PersonalDataError,
    );
    expect(() => cipher.decrypt('370102199003071234')).toThrow(PersonalDataError);
  });

  it('refuses a cipher text whose key id was swapped for another known key', () => {
    const both = new PersonalDataCipher(keyA, [keyB]);
    const otherId = new PersonalDataCipher(keyB).currentKeyId;
    const [version, , body] = both.encrypt(ID).split('.');
    expect(() => both.decrypt(`${version}.${otherId}.${body}`)).toThrow(/does not authenticate/);
  });

  it('cannot open text written with a key it does not have', () => {
    const text = new PersonalDataCipher(keyB).encrypt(ID);
    expect(() => cipher.decrypt(text)).toThrow(/no key/);
  });

  it('opens text written with a previous key after rotation and says it needs re-encrypting', () => {
    const old = new PersonalDataCipher(keyA).encrypt(ID);
    const rotated = new PersonalDataCipher(keyB, [keyA]);
    expect(rotated.decrypt(old)).toBe(ID);
    expect(rotated.needsReencryption(old)).toBe(true);
    expect(rotated.needsReencryption(rotated.encrypt(ID))).toBe(false);
  });
});

describe('lookup hash', () => {
  it('is stable for one key and the same for equivalent spellings', () => {
    const a = new PersonalDataCipher(keyA);
    const b = new PersonalDataCipher(Buffer.from(keyA));
    expect(a.lookupHash(ID)).toBe(b.lookupHash(ID));
    expect(a.lookupHash('37010219900307123x')).toBe(a.lookupHash(' 37010219900307123X '));
    expect(a.lookupHash(ID)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.lookupHash(ID)).not.toBe(a.lookupHash('370102199003071235'));
  });

  it('depends on the key and is not a plain hash of the value', async () => {
    const { createHash } = await import('node:crypto');
    const a = new PersonalDataCipher(keyA).lookupHash(ID);
    expect(new PersonalDataCipher(keyB).lookupHash(ID)).not.toBe(a);
    expect(createHash('sha256').update(ID).digest('base64url')).not.toBe(a);
  });

  it('gives the hash under every key during a rotation, the current first', () => {
    const rotated = new PersonalDataCipher(keyB, [keyA]);
    expect(rotated.lookupHashes(ID)).toEqual([
      new PersonalDataCipher(keyB).lookupHash(ID),
      new PersonalDataCipher(keyA).lookupHash(ID),
    ]);
  });
});

describe('keys', () => {
  const dir = mkdtempSync(join(tmpdir(), 'etp-pd-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads 32 bytes as hex, base64 or base64url and nothing else', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      expect(parseDataKey(text)?.equals(key)).toBe(true);
    }
    for (const text of ['', 'short', randomBytes(16).toString('hex'), randomBytes(31).toString('base64')]) {
      expect(parseDataKey(text)).toBeNull();
    }
  });

  it('makes a development key once and keeps it, readable only by its owner', () => {
    const first = developmentDataKey(dir);
    expect(developmentDataKey(dir).equals(first)).toBe(true);
    expect(parseDataKey(readFileSync(join(dir, 'personal-data-key'), 'utf8'))?.equals(first)).toBe(true);
  });
});

describe('masks', () => {
  it('masks ID numbers to the first 4 and last 4', () => {
    expect(maskIdCard(ID)).toBe('3701**********1234');
    expect(maskIdCard('37010219900307123X')).toBe('3701**********123X');
    expect(maskIdCard('1234567')).toBe('*******');
  });

  it('masks phones to the first 3 and last 4', () => {
    expect(maskPhone('13812341234')).toBe('138****1234');
    expect(maskPhone('123')).toBe('***');
  });

  it('masks names to the first and last character', () => {
    expect(maskName('王小明')).toBe('王*明');
    expect(maskName('李娜')).toBe('李*');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskName('王')).toBe('王');
    expect(maskName(' 买买提·艾力 ')).toBe('买****力');
  });
});
