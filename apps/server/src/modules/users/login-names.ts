// Finding accounts by what people type: a login name (a phone by its keyed hash, any other name by usernameKey) and a
// phone (by hash: phones are stored encrypted, lib/personal-data/phones.ts). Every way to sign in, make an account or
// take a number asks here.
import { usernameKey } from '@etp/contracts';
import { and, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { users } from '@/db/schema/users.ts';
import { isPhoneLoginName, type PersonalDataCipher } from '@/lib/personal-data/index.ts';

/** The accounts these login names name: phones by their hash (under every key of a rotation), others by usernameKey. */
export function loginNamesAmong(personalData: PersonalDataCipher, names: readonly string[]): SQL {
  const phones = names.filter(isPhoneLoginName);
  const others = names.filter((name) => !isPhoneLoginName(name)).map(usernameKey);
  return or(
    phones.length
      ? inArray(
          users.loginPhoneHash,
          phones.flatMap((p) => personalData.lookupHashes(p)),
        )
      : undefined,
    others.length ? and(inArray(sql`lower(${users.username})`, others), isNull(users.loginPhoneHash)) : undefined,
  ) as SQL;
}

/** The account this login name names. */
export const loginNameIs = (personalData: PersonalDataCipher, name: string) => loginNamesAmong(personalData, [name]);

/**
 * What login attempts are counted by: `Admin` and `ADMIN` are one counter, and a phone counts as its keyed hash, so
 * the limiter's keys (in Redis when configured) hold no phone number.
 */
export const loginCounterKey = (personalData: PersonalDataCipher, name: string) =>
  isPhoneLoginName(name) ? `phone:${personalData.lookupHash(name.normalize('NFKC').trim())}` : usernameKey(name);

/** Accounts that have this number as their phone or as their login name. */
export function phoneInUse(personalData: PersonalDataCipher, phone: string): SQL {
  const hashes = personalData.lookupHashes(phone);
  return or(inArray(users.phoneHash, hashes), inArray(users.loginPhoneHash, hashes)) as SQL;
}

/** A keyword that is a whole mobile number finds the accounts with that phone or login name (nothing otherwise). */
export const phoneKeyword = (personalData: PersonalDataCipher, keyword: string | undefined): SQL | undefined =>
  keyword && isPhoneLoginName(keyword) ? phoneInUse(personalData, keyword.trim()) : undefined;
