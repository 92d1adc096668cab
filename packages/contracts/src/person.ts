// Schemas for the people our public forms collect: ID number, mobile phone, name and the personal-information
// consent. The rules themselves are in person-rules.ts (schema-free, shared with the browser).
import { z } from 'zod';
import {
  checkIdCard,
  checkMobilePhone,
  checkPersonName,
  type IdCardOptions,
  normalizeIdCard,
  normalizePersonName,
  type RuleFailure,
} from './person-rules.ts';

/** Adds the rule's failure as the value's one issue (its message is a catalogue key, translated on the way out). */
const failWith = (failure: RuleFailure | null, ctx: z.core.$RefinementCtx<string>) => {
  if (failure) ctx.addIssue({ code: 'custom', message: failure.key, params: failure.params });
};

const requiredText = (key: string) => z.string({ error: key }).trim();

/**
 * An 18-character resident ID number, upper-cased (x -> X); each failure its own message. The age is counted
 * on the day of each validation; `now` replaces the clock (tests).
 */
export const idCardNumberFor = (options: Omit<IdCardOptions, 'today'> & { now?: () => Date } = {}) =>
  requiredText('person.id_card_required')
    .overwrite(normalizeIdCard)
    .superRefine((value, ctx) => failWith(checkIdCard(value, { ...options, today: options.now?.() }), ctx));
/** An ID number of someone 16 to 65 years old today. */
export const idCardNumber = idCardNumberFor();

/** A mainland mobile number (11 digits, 1[3-9]...). */
export const mobilePhone = requiredText('person.phone_required')
  .overwrite((value) => value.replace(/[\s-]/g, ''))
  .superRefine((value, ctx) => failWith(checkMobilePhone(value), ctx));

/** A person's name: 2-30 characters, Chinese or Latin, with the middle dot of transcribed names. */
export const personName = requiredText('validation.name_required')
  .overwrite(normalizePersonName)
  .superRefine((value, ctx) => failWith(checkPersonName(value), ctx));

/** The ticked consent box of a form that collects personal data (see consent.ts for the text). */
export const personalDataConsent = z.literal(true, { error: 'person.consent_required' });
