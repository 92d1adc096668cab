// Strings of the portal's survey pages (/surveyLink, /surveyQrcode), registered as 'surveyPortal' when a page loads.
import { registerTranslations } from '@/i18n/register';

export const SURVEY_PORTAL_NS = 'surveyPortal';

const zhCN = {
  loading: '正在加载问卷…',
  missingId: '链接不完整：缺少问卷编号。请重新扫码或向发布方索取链接。',
  notFound: '问卷不存在或尚未发布。',
  loadFailed: '问卷加载失败，请稍后重试。',
  retry: '重试',
  notOpenYet: '问卷将于 {{time}} 开始，届时再来作答。',
  ended: '问卷已结束，感谢关注。',
  window: '作答时间：{{from}} 至 {{to}}',
  windowFrom: '开始时间：{{from}}',
  windowTo: '截止时间：{{to}}',
  required: '带 * 的为必答题',
  textPlaceholder: '请输入',
  ratingLegend: '{{title}}（1 到 {{max}} 分）',
  ratingLow: '{{score}} 分',
  submit: '提交问卷',
  thanks: '提交成功，感谢您的参与！',
  answeredBefore: '您已在本浏览器提交过此问卷，感谢参与。',
  preview: '预览：这是问卷发布后的样子，预览中不能提交。',
  anonymousNote: '匿名作答，每个浏览器限提交一次。',
  signedInNote: '您已登录，每位用户限提交一次。',
  qrTitle: '扫码填写问卷',
  qrAlt: '问卷“{{title}}”的二维码',
  qrHint: '用手机微信或浏览器扫描二维码即可作答',
  print: '打印',
  download: '下载 PNG',
  openLink: '打开问卷链接',
};

const enUS: typeof zhCN = {
  loading: 'Loading the survey…',
  missingId: 'The link is incomplete: the survey number is missing. Please scan again or ask for the link.',
  notFound: 'This survey does not exist or is not published.',
  loadFailed: 'The survey could not be loaded. Please try again later.',
  retry: 'Try again',
  notOpenYet: 'This survey opens at {{time}}. Please come back then.',
  ended: 'This survey has ended. Thank you for your interest.',
  window: 'Open from {{from}} to {{to}}',
  windowFrom: 'Opens at {{from}}',
  windowTo: 'Closes at {{to}}',
  required: 'Questions marked * must be answered',
  textPlaceholder: 'Type here',
  ratingLegend: '{{title}} (1 to {{max}})',
  ratingLow: '{{score}}',
  submit: 'Send answers',
  thanks: 'Thank you, your answers are in!',
  answeredBefore: 'You have already answered this survey in this browser. Thank you.',
  preview: 'Preview: this is how the survey will look once published. It cannot be sent from here.',
  anonymousNote: 'Answers are anonymous; one answer per browser.',
  signedInNote: 'You are signed in; one answer per person.',
  qrTitle: 'Scan to answer the survey',
  qrAlt: 'QR code of the survey "{{title}}"',
  qrHint: 'Scan the code with WeChat or your phone camera to answer',
  print: 'Print',
  download: 'Download PNG',
  openLink: 'Open the survey link',
};

registerTranslations(SURVEY_PORTAL_NS, zhCN, enUS);
