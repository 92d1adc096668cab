// Strings of the public training sign-up form (/szbSignUpForm): namespace 'signUp'.
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  intro: '填写报名信息后，您所在区县的培训机构会尽快与您联系，安排开班时间。报名免费，符合条件的可享受培训补贴。',
  name: '姓名',
  idCard: '身份证号码',
  idCardHint: '18 位，最后一位可为 X；年龄须在 16 至 65 周岁之间',
  phone: '手机号码',
  phoneHint: '培训机构通过此号码与您联系，开班后也是您的登录账号',
  city: '所在城市',
  area: '所在区县',
  education: '文化程度',
  course: '培训意向',
  institution: '意向机构（选填）',
  anyInstitution: '不指定，由区县安排',
  submit: '提交报名',
  done: '报名成功，培训机构会尽快与您联系',
  educations: {
    primary: '小学',
    junior: '初中',
    senior: '高中',
    vocational: '中专/中职',
    college: '大专',
    bachelor: '本科',
    master: '研究生',
  },
};

registerTranslations('signUp', zhCN, {
  intro:
    'After you sign up, a training institution of your district will contact you about the next class. Signing up is free; those eligible receive a training subsidy.',
  name: 'Name',
  idCard: 'ID number',
  idCardHint: '18 characters, the last may be X; age 16 to 65',
  phone: 'Mobile number',
  phoneHint: 'The institution contacts you on it; it is also your account once the class starts',
  city: 'City',
  area: 'District',
  education: 'Education',
  course: 'Training wanted',
  institution: 'Preferred institution (optional)',
  anyInstitution: 'None: the district decides',
  submit: 'Sign up',
  done: 'Signed up. A training institution will contact you soon.',
  educations: {
    primary: 'Primary school',
    junior: 'Junior high',
    senior: 'Senior high',
    vocational: 'Vocational school',
    college: 'College',
    bachelor: 'Bachelor',
    master: 'Postgraduate',
  },
});
