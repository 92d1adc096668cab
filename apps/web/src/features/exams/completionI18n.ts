// Strings of the completion test's identify page (a public page, its own first load): a part of the namespace
// 'exams' that the page registers alone, and that i18n.ts puts in the whole namespace for the exam pages (issue 33).
import { registerTranslations } from '@/i18n/register';

export const completionZh = {
  window: '开放时间',
  duration: '考试时长',
  minutes: '{{count}} 分钟',
  class: '班级',
  completion: {
    intro: '请核对考试信息，填写报名时登记的姓名和身份证号，验证通过后开始考试。',
    name: '姓名',
    idCard: '身份证号',
    idCardHint: '18 位，最后一位可能是 X',
    start: '验证并开始考试',
    consentRequired: '请阅读并同意个人信息处理告知',
    notFound: '找不到这场考试：请核对测试码或链接是否正确。',
    codeIntro: '请输入老师提供的结业测试码（也可以直接扫描老师给的二维码进入）。',
    code: '结业测试码',
    codeRequired: '请输入结业测试码',
    codeGo: '进入测试',
    notOpen: '考试尚未开始（{{time}} 开始）。',
    closed: '考试已于 {{time}} 结束。',
    passScore: '及格分',
    totalScore: '总分',
    finished: '考试已完成',
    yourScore: '你的成绩',
    scoreOf: '{{score}} / {{total}} 分',
    pendingMark: '简答题待老师阅卷，最终成绩以阅卷后为准。',
    noAttempt: '请先打开考试链接，验证身份后再作答。',
    back: '返回考试首页',
  },
} as const;

export const completionEn = {
  window: 'Open',
  duration: 'Duration',
  minutes: '{{count}} min',
  class: 'Class',
  completion: {
    intro: 'Check the test, then enter the name and ID number you enrolled with to start.',
    name: 'Name',
    idCard: 'ID number',
    idCardHint: '18 characters; the last one may be X',
    start: 'Verify and start',
    consentRequired: 'Please read and accept the personal information notice',
    notFound: 'This test was not found: check the code or the link.',
    codeIntro: 'Type the completion test code your teacher gave you (or scan the QR code they showed).',
    code: 'Completion test code',
    codeRequired: 'Please type the completion test code',
    codeGo: 'Open the test',
    notOpen: 'The test has not opened yet (opens {{time}}).',
    closed: 'The test closed at {{time}}.',
    passScore: 'Pass mark',
    totalScore: 'Total',
    finished: 'Test finished',
    yourScore: 'Your score',
    scoreOf: '{{score}} / {{total}} points',
    pendingMark: 'Short answers are still to be marked; the final score comes after marking.',
    noAttempt: 'Open the test link and verify yourself first.',
    back: 'Back to the test',
  },
};

registerTranslations('exams', completionZh, completionEn, 'completion');
