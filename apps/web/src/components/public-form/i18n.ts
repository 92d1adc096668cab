// The public form kit's own words, registered when a form first loads (not on the portal's first load).
import { registerTranslations } from '../../i18n/register';

export const PUBLIC_FORM_NS = 'publicForm';

const zhCN = {
  required: '必填',
  optional: '选填',
  choose: '请选择',
  captcha: '验证码',
  captchaImage: '验证码图片',
  captchaRefresh: '换一张',
  captchaLoading: '正在加载验证码…',
  captchaFailed: '验证码加载失败，点击重新加载',
  submitting: '提交中…',
  draftRestored: '已恢复您上次未提交的内容',
};

registerTranslations(PUBLIC_FORM_NS, zhCN, {
  required: 'Required',
  optional: 'Optional',
  choose: 'Please choose',
  captcha: 'Verification code',
  captchaImage: 'Verification code picture',
  captchaRefresh: 'New picture',
  captchaLoading: 'Loading the verification code…',
  captchaFailed: 'The verification code did not load. Tap to try again',
  submitting: 'Sending…',
  draftRestored: 'What you entered last time has been restored',
});
