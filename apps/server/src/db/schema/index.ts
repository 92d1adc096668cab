// The whole database schema, one file per domain.
export * from './announcements.ts';
export * from './content.ts';
export * from './dicts.ts';
export * from './exports.ts';
export * from './institutions.ts';
export * from './logs.ts';
export * from './menus.ts';
export * from './operates.ts';
export * from './regions.ts';
export * from './sessions.ts';
export * from './sites.ts';
export * from './students.ts';
export * from './users.ts';
