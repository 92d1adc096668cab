// /faceRecognition: the public face verification lives with the face feature.
export { default } from '@/features/face/FaceRecognitionPage';
