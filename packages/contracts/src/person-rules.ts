// Rules for the people our public forms collect (ID number, mobile phone, name), schema-free so the browser
// can check a field before sending it; person.ts builds the zod schemas the server validates with on them.
// Each check answers null when the value is good, else the message key (and parameters) of the first failure.
import type { MessageKey } from './messages/index.ts';
import { siteDateParts } from './site-time.ts';

/** A failed check: a key of the message catalogue and the values its sentence names. */
export interface RuleFailure {
  key: MessageKey;
  params?: Record<string, number>;
}

/** Whom a public form accepts by default: 16 to 65 years old on the server's date. */
export const ID_CARD_AGE_RANGE = { min: 16, max: 65 } as const;

const ID_CARD_SHAPE = /^\d{17}[\dX]$/;
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const ID_CARD_CHECK_CHARS = '10X98765432';

/** The GB 11643 check character of the first 17 digits of an 18-character resident ID number. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (ID_CARD_WEIGHTS[i] ?? 0);
  return ID_CARD_CHECK_CHARS[sum % 11] ?? '';
}

/** Trimmed and with a lower-case x made upper-case: how an ID number is compared, hashed and stored. */
export const normalizeIdCard = (value: string) => value.trim().toUpperCase();

/** The birth date written in an ID number (characters 7-14), or null when it is not a real date. */
export function idCardBirthDate(idCard: string): { year: number; month: number; day: number } | null {
  const year = Number(idCard.slice(6, 10));
  const month = Number(idCard.slice(10, 12));
  const day = Number(idCard.slice(12, 14));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? { year, month, day } : null;
}

/** The sex written in an ID number (17th character: odd for men), or null when the number is too short. */
export function idCardGender(idCard: string): 'male' | 'female' | null {
  const digit = Number(idCard[16]);
  if (idCard.length < 17 || Number.isNaN(digit)) return null;
  return digit % 2 === 1 ? 'male' : 'female';
}

/** Full years between a birth date and `today`, counted on the site's calendar day. */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const { year, month, day } = siteDateParts(today);
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

export interface IdCardOptions {
  /** The date ages are counted on (default: now). */
  today?: Date;
  /** The age range accepted (default ID_CARD_AGE_RANGE). */
  minAge?: number;
  maxAge?: number;
}

/**
 * Checks an 18-character resident ID number (normalise it first): its shape, a real birth date that is not in
 * the future, the GB 11643 check character, then the age range.
 */
export function checkIdCard(value: string, options: IdCardOptions = {}): RuleFailure | null {
  const { today = new Date(), minAge = ID_CARD_AGE_RANGE.min, maxAge = ID_CARD_AGE_RANGE.max } = options;
  if (value === '') return { key: 'person.id_card_required' };
  if (value.length !== 18) return { key: 'person.id_card_length' };
  if (!ID_CARD_SHAPE.test(value)) return { key: 'person.id_card_format' };
  const birth = idCardBirthDate(value);
  if (!birth || ageOn(birth, today) < 0) return { key: 'person.id_card_birth_date' };
  if (idCardCheckChar(value.slice(0, 17)) !== value[17]) return { key: 'person.id_card_checksum' };
  const age = ageOn(birth, today);
  if (age < minAge || age > maxAge) return { key: 'person.id_card_age', params: { min: minAge, max: maxAge } };
  return null;
}

/** A mainland mobile number: 11 digits starting 13-19. */
export const MOBILE_PHONE = /^1[3-9]\d{9}$/;

/**
 * A mobile number as lists and forms show it (first 3 and last 4 digits: 138****1234). Phones are kept encrypted;
 * a form that sends back the masked number it was shown keeps the stored one.
 */
export const MASKED_PHONE = /^1[3-9]\d\*{4}\d{4}$/;

export function checkMobilePhone(value: string): RuleFailure | null {
  if (value === '') return { key: 'person.phone_required' };
  return MOBILE_PHONE.test(value) ? null : { key: 'validation.phone_invalid' };
}

export const PERSON_NAME_LENGTH = { min: 2, max: 30 } as const;
/**
 * Chinese names (with the middle dot of transcribed names: 买买提·艾力), or Latin names with spaces,
 * apostrophes, hyphens, periods and the middle dot. Letters of one script only, so no mixed lookalikes.
 */
const CHINESE_NAME = /^\p{Script=Han}+(?:[·•]\p{Script=Han}+)*$/u;
const LATIN_NAME = /^\p{Script=Latin}+(?:(?:[ '’.\-·]|\. )\p{Script=Latin}+)*\.?$/u;

/** Trimmed, inner runs of spaces made one, and the dot variants (・ ‧ •) made the middle dot. */
export const normalizePersonName = (value: string) =>
  value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[・‧•]/g, '·');

export function checkPersonName(value: string): RuleFailure | null {
  if (value === '') return { key: 'validation.name_required' };
  const length = [...value].length;
  if (length < PERSON_NAME_LENGTH.min || length > PERSON_NAME_LENGTH.max)
    return { key: 'person.name_length', params: PERSON_NAME_LENGTH };
  return CHINESE_NAME.test(value) || LATIN_NAME.test(value) ? null : { key: 'person.name_invalid' };
}
