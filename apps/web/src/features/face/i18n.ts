// Strings of face registration and checks (dialog, camera, /faceRecognition): namespace 'face'.
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  title: { register: '登记人脸照片', check: '人脸核验', public: '人脸识别核验' },
  intro: {
    register: '首次学习需登记本人人脸照片。请正对摄像头，使面部位于框内，光线充足。',
    check: '请正对摄像头，使面部位于框内，然后点击“开始核验”。',
  },
  start: '开始核验',
  registerNow: '登记照片',
  retry: '重新核验',
  cancel: '取消',
  close: '关闭',
  continue: '继续学习',
  capturing: '正在拍摄…',
  checking: '正在核验…',
  passed: '核验通过',
  passedRegistered: '人脸照片已登记',
  remaining: '还可尝试 {{count}} 次',
  paused: '核验失败次数过多，学习已暂停，请联系班主任恢复。',
  cameraDenied: '无法打开摄像头，请在浏览器中允许使用摄像头后重试。',
  cameraMissing: '未检测到摄像头，请更换带摄像头的设备。',
  guide: '请将面部置于框内',
  distance: '相似距离 {{value}}',
  page: {
    heading: '学员人脸识别',
    hint: '请输入报名时登记的姓名和身份证号，核对后进行人脸核验。',
    name: '姓名',
    idCard: '身份证号',
    next: '下一步',
    again: '重新输入',
    notRegistered: '该学员尚未登记人脸照片，请先登录学习平台登记，或联系班主任上传照片。',
    success: '{{name}}，人脸核验通过',
    successHint: '核验结果已记录。',
  },
};

registerTranslations('face', zhCN, {
  title: { register: 'Register your face', check: 'Face check', public: 'Face verification' },
  intro: {
    register:
      'Before your first lesson, register a photo of your face. Face the camera, keep your face inside the frame, in good light.',
    check: 'Face the camera with your face inside the frame, then press "Start check".',
  },
  start: 'Start check',
  registerNow: 'Register photo',
  retry: 'Try again',
  cancel: 'Cancel',
  close: 'Close',
  continue: 'Continue studying',
  capturing: 'Taking pictures…',
  checking: 'Checking…',
  passed: 'Check passed',
  passedRegistered: 'Face photo registered',
  remaining: '{{count}} attempts left',
  paused: 'Too many failed checks: study is paused. Please ask your class teacher to allow you again.',
  cameraDenied: 'The camera could not be opened. Allow the camera in your browser and try again.',
  cameraMissing: 'No camera was found. Please use a device with a camera.',
  guide: 'Keep your face inside the frame',
  distance: 'Distance {{value}}',
  page: {
    heading: 'Student face verification',
    hint: 'Enter the name and ID number you enrolled with, then verify your face with the camera.',
    name: 'Name',
    idCard: 'ID number',
    next: 'Next',
    again: 'Start again',
    notRegistered:
      'No face photo is registered for this student. Sign in to the learning platform to register one, or ask your class teacher to upload it.',
    success: '{{name}}, your face check passed',
    successHint: 'The result has been recorded.',
  },
});
