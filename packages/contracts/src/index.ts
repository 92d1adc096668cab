// Shared contract between server and browser: constants, paths, schemas and messages.
// Per domain, `<domain>.api.ts` holds its paths (`<DOMAIN>_API`) and schema-free constants, and
// `<domain>.ts` its zod schemas and types. The browser imports paths and constants from here without
// pulling zod into its first load: the package is side-effect free and the .api.ts modules import no schema.
// Shared modules: access, calls, common, consent, constants, envelope, locales, messages, paths, person
// (+ person-rules), region-codes, views.
export * from './access.ts';
export * from './announcements.api.ts';
export * from './announcements.ts';
export * from './auth.api.ts';
export * from './auth.ts';
export * from './calls.ts';
export * from './captcha.api.ts';
export * from './captcha.ts';
export * from './common.ts';
export * from './consent.ts';
export * from './constants.ts';
export * from './content.api.ts';
export * from './content.ts';
export * from './dicts.api.ts';
export * from './dicts.ts';
export * from './envelope.ts';
export * from './exams.api.ts';
export * from './exports.api.ts';
export * from './exports.ts';
export * from './learning.api.ts';
export * from './locales.ts';
export * from './logs.api.ts';
export * from './logs.ts';
export * from './menus.api.ts';
export * from './menus.ts';
export * from './messages/index.ts';
export * from './operates.api.ts';
export * from './operates.ts';
export * from './paths.ts';
export * from './person.ts';
export * from './person-rules.ts';
export * from './region-codes.ts';
export * from './regions.api.ts';
export * from './regions.ts';
export * from './roles.api.ts';
export * from './roles.ts';
export * from './sessions.api.ts';
export * from './sessions.ts';
export * from './settlement.api.ts';
export * from './sites.api.ts';
export * from './sites.ts';
export * from './students.api.ts';
export * from './students.ts';
export * from './teachers.api.ts';
export * from './teachers.ts';
export * from './uploads.api.ts';
export * from './uploads.ts';
export * from './users.api.ts';
export * from './users.ts';
export * from './views.ts';
