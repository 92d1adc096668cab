// Shared contract between server and browser: constants, paths, schemas and messages.
export * from './accounts.ts';
export * from './admin.ts';
export * from './auth.ts';
export * from './constants.ts';
export * from './content.ts';
export * from './dict.ts';
export * from './envelope.ts';
export * from './menu.ts';
export * from './messages/index.ts';
export * from './operates.ts';
export * from './paths.ts';
export * from './roles.ts';
export * from './student.ts';
export * from './survey.ts';
export * from './system.ts';
export * from './teacher.ts';
export * from './views.ts';
