// The shared rules for people: resident ID numbers (GB 11643), mobile phones, names and the consent box.
import { describe, expect, it } from 'vitest';
import {
  ageOn,
  checkIdCard,
  checkMobilePhone,
  checkPersonName,
  idCardCheckChar,
  idCardNumber,
  idCardNumberFor,
  MESSAGES,
  mobilePhone,
  PERSONAL_DATA_CONSENT,
  personalDataConsent,
  personName,
  translate,
} from '../src/index.ts';

const TODAY = new Date('2026-11-22T04:00:00Z');
/** A valid ID number: region 370102, the birth date, a sequence, and the check character computed here. */
const idCard = (birth: string, sequence = '123') => {
  const first17 = `370102${birth}${sequence}`;
  return first17 + idCardCheckChar(first17);
};
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ID number check character (GB 11643)', () => {
  it('matches published sample numbers', () => {
    // The standard's own example and a number ending in X.
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44052418800101001')).toBe('4');
  });

  it('accepts numbers generated with the check character, x or X', () => {
    const id = idCard('19900101', '002');
    expect(checkIdCard(id, { today: TODAY })).toBeNull();
    let withX = '';
    for (let seq = 100; seq < 200 && !withX; seq++)
      if (idCard('19900101', String(seq)).endsWith('X')) withX = idCard('19900101', String(seq));
    expect(withX).not.toBe('');
    expect(idCardNumberFor({ now: () => TODAY }).parse(withX.toLowerCase())).toBe(withX);
  });
});

describe('checkIdCard', () => {
  const valid = idCard('19900307');
  it.each([
    ['', 'person.id_card_required'],
    ['37010219900307123', 'person.id_card_length'],
    ['3701021990030712345', 'person.id_card_length'],
    ['37010219900307A234', 'person.id_card_format'],
    ['X70102199003071234', 'person.id_card_format'],
    [idCard('19900230'), 'person.id_card_birth_date'],
    [idCard('19901301'), 'person.id_card_birth_date'],
    [idCard('18991231'), 'person.id_card_birth_date'],
    [idCard('20270101'), 'person.id_card_birth_date'],
    [valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0'), 'person.id_card_checksum'],
  ])('%s -> %s', (value, key) => {
    expect(checkIdCard(value, { today: TODAY })?.key).toBe(key);
  });

  it('accepts a real 29 February', () => {
    expect(checkIdCard(idCard('20000229'), { today: TODAY })).toBeNull();
    expect(checkIdCard(idCard('19990229'), { today: TODAY })?.key).toBe('person.id_card_birth_date');
  });

  it('accepts ages 16 to 65 on the given day, counted on China days', () => {
    const check = (birth: string, today: Date) => checkIdCard(idCard(birth), { today })?.key ?? null;
    expect(check('20101122', TODAY)).toBeNull(); // 16 today
    expect(check('20101123', TODAY)).toBe('person.id_card_age'); // 16 tomorrow
    expect(check('19601123', TODAY)).toBeNull(); // 65, 66 tomorrow
    expect(check('19601122', TODAY)).toBe('person.id_card_age'); // 66 today
    // 23:30 UTC on the 21st is already the 22nd in China.
    expect(check('20101122', new Date('2026-11-21T16:30:00Z'))).toBeNull();
    expect(checkIdCard(idCard('20101123'), { today: TODAY })?.params).toEqual({ min: 16, max: 65 });
  });

  it('takes another age range', () => {
    expect(checkIdCard(idCard('20151122'), { today: TODAY, minAge: 6, maxAge: 80 })).toBeNull();
  });

  it('counts full years', () => {
    expect(ageOn({ year: 2000, month: 2, day: 29 }, new Date('2026-02-28T00:00:00Z'))).toBe(25);
    expect(ageOn({ year: 2000, month: 2, day: 29 }, new Date('2026-03-01T00:00:00Z'))).toBe(26);
  });
});

describe('idCardNumber schema', () => {
  it('trims, upper-cases and gives each failure its own key', () => {
    const schema = idCardNumberFor({ now: () => TODAY });
    expect(schema.parse(` ${idCard('19900307')} `)).toBe(idCard('19900307'));
    expect(firstIssue(schema.safeParse('123'))).toBe('person.id_card_length');
    expect(firstIssue(schema.safeParse(undefined))).toBe('person.id_card_required');
    expect(schema.safeParse(idCard('20200101')).error?.issues[0]).toMatchObject({
      message: 'person.id_card_age',
      params: { min: 16, max: 65 },
    });
  });

  it('counts the age on the day of validation by default', () => {
    const now = new Date();
    const birth = `${now.getFullYear() - 30}0101`;
    expect(idCardNumber.safeParse(idCard(birth)).success).toBe(true);
  });
});

describe('mobilePhone', () => {
  it.each(['13812341234', '19912345678', '138 1234 1234', '138-1234-1234'])('accepts %s', (value) => {
    expect(mobilePhone.parse(value)).toMatch(/^1[3-9]\d{9}$/);
  });
  it.each(['12812341234', '1381234123', '138123412345', '+8613812341234', 'abcdefghijk'])('refuses %s', (value) => {
    expect(firstIssue(mobilePhone.safeParse(value))).toBe('validation.phone_invalid');
  });
  it('says when it is missing', () => {
    expect(checkMobilePhone('')?.key).toBe('person.phone_required');
    expect(firstIssue(mobilePhone.safeParse(''))).toBe('person.phone_required');
  });
});

describe('personName', () => {
  it.each([
    '王明',
    '欧阳小明',
    '买买提·艾力',
    '买买提・艾力',
    'John Smith',
    "Seán O'Brien",
    'Mary-Jane Watson',
    'J. R. R. Tolkien',
  ])('accepts %s', (value) => {
    expect(personName.safeParse(value).success).toBe(true);
  });
  it('normalises spaces and dots', () => {
    expect(personName.parse('  John   Smith ')).toBe('John Smith');
    expect(personName.parse('买买提•艾力')).toBe('买买提·艾力');
  });
  it.each([
    ['王', 'person.name_length'],
    ['王'.repeat(31), 'person.name_length'],
    ['王明1', 'person.name_invalid'],
    ['王明 Smith', 'person.name_invalid'],
    ['·王明', 'person.name_invalid'],
    ['<script>', 'person.name_invalid'],
    ['Иван', 'person.name_invalid'],
  ])('refuses %s (%s)', (value, key) => {
    expect(checkPersonName(value)?.key).toBe(key);
  });
  it('says when it is missing', () => {
    expect(firstIssue(personName.safeParse('  '))).toBe('validation.name_required');
  });
});

describe('personal-data consent', () => {
  it('accepts only true', () => {
    expect(personalDataConsent.safeParse(true).success).toBe(true);
    for (const value of [false, 'true', 1, undefined]) {
      expect(firstIssue(personalDataConsent.safeParse(value))).toBe('person.consent_required');
    }
  });

  it('has the notice and every message in both languages', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const text = PERSONAL_DATA_CONSENT[locale];
      expect(text.paragraphs.length).toBe(PERSONAL_DATA_CONSENT['zh-CN'].paragraphs.length);
      expect(text.title && text.agree).toBeTruthy();
    }
    const keys = Object.keys(MESSAGES['zh-CN']).filter((k) => k.startsWith('person.') || k.startsWith('captcha.'));
    for (const key of keys) expect(MESSAGES['en-US'][key as keyof (typeof MESSAGES)['en-US']]).toBeTruthy();
    expect(translate('zh-CN', 'person.id_card_age', { min: 16, max: 65 })).toBe('年龄须在 16 至 65 周岁之间');
  });
});
