// Mobile numbers at rest: a phone is kept as cipher text, keyed hash and mask, never in clear; a login name that is a
// phone (students sign in with the number they enrolled with) is kept as cipher text and keyed hash, and the stored
// username is its mask, so every list, export and log that shows usernames shows the mask.
import { MOBILE_PHONE } from '@etp/contracts';
import type { PersonalDataCipher } from './cipher.ts';
import { maskPhone } from './masks.ts';

/** The users columns of a phone; '' (no phone) is no cipher text, no hash, no mask. */
export interface PhoneColumns {
  phoneCipher: string | null;
  phoneHash: string | null;
  phoneMasked: string;
}

export function phoneColumns(personalData: PersonalDataCipher, phone: string): PhoneColumns {
  const value = phone.trim();
  if (!value) return { phoneCipher: null, phoneHash: null, phoneMasked: '' };
  return {
    phoneCipher: personalData.encrypt(value),
    phoneHash: personalData.lookupHash(value),
    phoneMasked: maskPhone(value),
  };
}

/** How a login name is compared: NFKC and trimmed, as the login body and the username schema give it. */
const normalized = (name: string) => name.normalize('NFKC').trim();

/** A login name that is a mobile number: found by its keyed hash, shown masked. */
export const isPhoneLoginName = (name: string) => MOBILE_PHONE.test(normalized(name));

/** The users columns of a login name: a phone becomes its mask, cipher text and hash; any other name stays. */
export interface LoginNameColumns {
  username: string;
  loginPhoneCipher: string | null;
  loginPhoneHash: string | null;
}

export function loginNameColumns(personalData: PersonalDataCipher, name: string): LoginNameColumns {
  const value = normalized(name);
  if (!isPhoneLoginName(value)) return { username: value, loginPhoneCipher: null, loginPhoneHash: null };
  return {
    username: maskPhone(value),
    loginPhoneCipher: personalData.encrypt(value),
    loginPhoneHash: personalData.lookupHash(value),
  };
}

/** A login name as logs and reports may show it: a phone masked, any other name as it is. */
export const shownLoginName = (name: string) => (isPhoneLoginName(name) ? maskPhone(normalized(name)) : name);

/** Whether `value` is the phone an account signs in with (its login phone hash, under any key of a rotation). */
export const isLoginPhoneOf = (personalData: PersonalDataCipher, loginPhoneHash: string | null, value: string) =>
  loginPhoneHash !== null && isPhoneLoginName(value) && personalData.lookupHashes(value).includes(loginPhoneHash);

const MOBILE_IN_TEXT = /(?<!\d)(1[3-9]\d)\d{4}(\d{4})(?!\d)/g;
const ID_CARD_IN_TEXT = /(?<![0-9A-Za-z])(\d{4})\d{10}(\d{3}[\dXx])(?![0-9A-Za-z])/g;

/** Every mobile number and ID number inside a text masked (138****1234, 3701**********1234): for logs and snapshots. */
export const maskPersonalNumbers = (text: string) =>
  text.replace(MOBILE_IN_TEXT, '$1****$2').replace(ID_CARD_IN_TEXT, '$1**********$2');
