// The personal-information notice every form that collects personal data shows, in both languages (schema-free).
// One text for every form; a form stores PERSONAL_DATA_CONSENT_VERSION with what it saves, so a later change
// of the text does not change what an earlier applicant agreed to.
import type { Locale } from './locales.ts';

/** Change it whenever the text below changes. */
export const PERSONAL_DATA_CONSENT_VERSION = '2026-11';

export interface ConsentText {
  title: string;
  paragraphs: readonly string[];
  /** The label of the checkbox that gives consent. */
  agree: string;
}

export const PERSONAL_DATA_CONSENT: Record<Locale, ConsentText> = {
  'zh-CN': {
    title: '个人信息处理告知',
    paragraphs: [
      '为办理您本次提交的业务（培训报名、竞赛报名、问卷调查、项目申报等），本平台将收集您填写的姓名、身份证号码、手机号码等个人信息，其中身份证号码属于敏感个人信息。',
      '这些信息仅用于核实身份、办理该业务、与您联系以及依法开展统计和监督管理，由本平台运营单位、人力资源和社会保障部门及承办的培训机构在办理所需的范围内使用，不用于其他目的，不向无关第三方提供。',
      '身份证号码和手机号码加密保存，在列表中脱敏显示，查看完整信息的操作均有记录；信息保存至业务办结并满足法定保存期限后删除或匿名化处理。',
      '您可以通过服务热线查询、更正、删除您的个人信息或撤回同意；撤回同意不影响此前已进行的处理，但可能导致该业务无法继续办理。',
    ],
    agree: '我已阅读并同意《个人信息处理告知》，同意本平台为办理本业务处理我的个人信息（含敏感个人信息）',
  },
  'en-US': {
    title: 'Personal information notice',
    paragraphs: [
      'To handle what you submit here (a training sign-up, a competition registration, a survey, an application), this platform collects the personal information you enter, such as your name, ID number and mobile number. Your ID number is sensitive personal information.',
      'It is used only to verify your identity, to handle this request, to contact you, and for the statistics and supervision the law requires. The platform operator, the human-resources and social-security bureaus and the training institution handling your request use it only as far as that needs. It is not used for anything else or given to unrelated third parties.',
      'ID numbers and mobile numbers are stored encrypted and shown masked in lists; every view of the full value is recorded. The information is kept until the request is closed and the legal retention period has passed, then deleted or anonymised.',
      'You can ask through the service hotline to see, correct or delete your personal information, or withdraw your consent. Withdrawing does not affect processing done before, but the request may then not be completed.',
    ],
    agree:
      'I have read the personal information notice and agree that this platform processes my personal information (including sensitive personal information) to handle this request',
  },
};
