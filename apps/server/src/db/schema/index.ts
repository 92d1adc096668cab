// The whole database schema, one file per domain.
export * from './dicts.ts';
export * from './institutions.ts';
export * from './menus.ts';
export * from './operates.ts';
export * from './regions.ts';
export * from './sessions.ts';
export * from './sites.ts';
export * from './students.ts';
export * from './users.ts';
