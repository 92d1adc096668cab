// /faceRecognition: the public face verification lives with the face feature.
export { default } from '@/components/face/FaceRecognitionPage';
