// Public surface of the face engine; routes and services import from here only.
export { createFaceEngine, FACE_ENGINE_DEFAULTS, FACE_ENGINE_MAX_SIZE } from './engine.ts';
export { combineDistances, euclideanDistance } from './match.ts';
export * from './types.ts';
