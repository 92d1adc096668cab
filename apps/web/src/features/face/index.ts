// What other features use of face: the check dialog and the staff's drawer, each loaded on demand (lazy.ts).
export type { FaceCheckDialogProps } from './FaceCheckDialog';
export { LazyFaceCheckDialog, LazyFaceStudentDrawer } from './lazy';
