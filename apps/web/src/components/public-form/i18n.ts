// The public form kit's own words, registered when a form first loads (not on the portal's first load).
import { registerTranslations } from '../../i18n/register';

export const PUBLIC_FORM_NS = 'publicForm';

const zhCN = {
  required: '必填',
  optional: '选填',
  choose: '请选择',
  captcha: '人机验证',
  captchaLoading: '正在加载人机验证…',
  captchaFailed: '人机验证未能加载，请刷新页面后重试',
  /** The ALTCHA widget's own texts. */
  widget: {
    label: '我不是机器人',
    verifying: '正在验证…',
    verified: '验证通过',
    error: '验证失败，请勾选方框重试',
    expired: '验证已过期，请勾选方框重试',
    waitAlert: '正在验证，请稍候…',
    verificationRequired: '请先完成验证',
    loading: '正在加载…',
    reload: '重新加载',
    verify: '验证',
  },
  submitting: '提交中…',
  draftRestored: '已恢复您上次未提交的内容',
};

registerTranslations(PUBLIC_FORM_NS, zhCN, {
  required: 'Required',
  optional: 'Optional',
  choose: 'Please choose',
  captcha: 'Human verification',
  captchaLoading: 'Loading the verification…',
  captchaFailed: 'The verification did not load. Please reload the page and try again',
  widget: {
    label: "I'm not a robot",
    verifying: 'Verifying…',
    verified: 'Verified',
    error: 'Verification failed. Tick the box to try again',
    expired: 'Verification expired. Tick the box to try again',
    waitAlert: 'Verifying, please wait…',
    verificationRequired: 'Please verify first',
    loading: 'Loading…',
    reload: 'Reload',
    verify: 'Verify',
  },
  submitting: 'Sending…',
  draftRestored: 'What you entered last time has been restored',
});
