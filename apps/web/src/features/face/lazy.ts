// The face check dialog, loaded on demand: the learning player (and exams, live) render <LazyFaceCheckDialog />
// inside <Suspense>, so pages without face checks never load its code.
import { lazy } from 'react';

export const LazyFaceCheckDialog = lazy(() => import('./FaceCheckDialog'));
export const LazyFaceStudentDrawer = lazy(() => import('./FaceStudentDrawer'));
