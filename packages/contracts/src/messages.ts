// Server messages (the envelope's msg) and shared validation messages, in both languages.
// The browser uses the same keys for the same rules, so a message reads the same on both sides.

const zhCN = {
  ok: '操作成功',
  created: '提交成功',
  'error.generic': '服务器开小差了，请稍后再试',
  'error.not_found': '请求的资源不存在',
  'error.route_not_found': '接口不存在',
  'error.bad_json': '请求内容不是有效的 JSON',
  'error.body_too_large': '请求内容过大',
  'error.validation': '请求参数有误',
  'error.unauthorized': '未登录或登录已失效，请重新登录',
  'error.forbidden': '没有权限执行该操作',
  'error.rate_limited': '请求过于频繁，请稍后再试',
  'error.login_rate_limited': '登录尝试次数过多，请 {{seconds}} 秒后再试',
  'error.unsupported_media': '不支持的请求内容类型',
  'error.conflict': '数据已存在',
  'auth.bad_credentials': '用户名或密码错误',
  'auth.role_not_granted': '该账号没有所选身份，请重新选择',
  'auth.account_disabled': '账号已被停用，请联系管理员',
  'auth.refresh_invalid': '登录已失效，请重新登录',
  'auth.refresh_reused': '登录凭证已被使用，出于安全考虑已退出登录，请重新登录',
  'auth.user_info_empty': '验证失败，请重新登录',
  'session.ended.logged_in_elsewhere': '您的账号已在其他地方登录，当前登录已失效',
  'session.ended.idle': '长时间未操作，登录已失效，请重新登录',
  'session.ended.logout': '您已退出登录',
  'session.ended.forced': '您已被管理员强制下线',
  'session.ended.refresh_reused': '登录凭证异常，出于安全考虑已退出登录',
  'session.ended.password_changed': '密码已修改，请重新登录',
  'logout.ok': '已退出登录',
  'survey.is_service_required': '请选择是否需要后续服务',
  'survey.is_business_required': '请选择是否已创业',
  'survey.work_status_required': '请选择就业状态',
  'survey.business_direction_required': '请选择创业方向',
  'survey.business_direction_other_required': '请填写其他创业方向',
  'survey.service_type_required': '请至少选择一项希望获得的服务',
  'survey.service_type_other_required': '请填写其他希望获得的服务',
  'survey.incomplete': '请填写完整信息',
  'survey.submitted': '提交成功，感谢您的反馈',
  'survey.already_submitted': '您已提交过后续服务调查',
  'survey.not_student': '只有学员需要填写后续服务调查',
  'validation.username_required': '请输入用户名',
  'validation.password_required': '请输入密码',
  'validation.too_long': '内容过长',
  'validation.name_required': '请输入姓名',
  'validation.phone_invalid': '请输入正确的手机号码',
  'validation.dict_code_required': '请提供字典编码',
  'validation.dict_code_invalid': '字典编码格式不正确',
  'validation.invalid': '格式不正确',
  'validation.required': '必填',
  'dict.not_found': '字典不存在',
  'teacher.updated': '个人信息已保存',
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  ok: 'Done',
  created: 'Submitted',
  'error.generic': 'Something went wrong on the server. Please try again later.',
  'error.not_found': 'The requested item does not exist.',
  'error.route_not_found': 'This API does not exist.',
  'error.bad_json': 'The request body is not valid JSON.',
  'error.body_too_large': 'The request body is too large.',
  'error.validation': 'Some of the request fields are invalid.',
  'error.unauthorized': 'You are not signed in or your sign-in has expired. Please sign in again.',
  'error.forbidden': 'You are not allowed to do this.',
  'error.rate_limited': 'Too many requests. Please try again later.',
  'error.login_rate_limited': 'Too many sign-in attempts. Please try again in {{seconds}} seconds.',
  'error.unsupported_media': 'This content type is not supported.',
  'error.conflict': 'This already exists.',
  'auth.bad_credentials': 'Wrong username or password.',
  'auth.role_not_granted': 'This account does not have the chosen role. Please choose another.',
  'auth.account_disabled': 'This account is disabled. Please contact the administrator.',
  'auth.refresh_invalid': 'Your sign-in has expired. Please sign in again.',
  'auth.refresh_reused':
    'This sign-in token was already used; for your safety you have been signed out. Please sign in again.',
  'auth.user_info_empty': 'Verification failed, please log in again.',
  'session.ended.logged_in_elsewhere': 'Your account has signed in elsewhere; this session has ended.',
  'session.ended.idle': 'You were inactive for too long and have been signed out. Please sign in again.',
  'session.ended.logout': 'You have signed out.',
  'session.ended.forced': 'An administrator has ended your session.',
  'session.ended.refresh_reused': 'A sign-in token was misused; for your safety this session has ended.',
  'session.ended.password_changed': 'Your password was changed. Please sign in again.',
  'logout.ok': 'Signed out.',
  'survey.is_service_required': 'Please choose whether you need follow-up service.',
  'survey.is_business_required': 'Please choose whether you have started a business.',
  'survey.work_status_required': 'Please choose your work status.',
  'survey.business_direction_required': 'Please choose a business direction.',
  'survey.business_direction_other_required': 'Please fill in the other business direction.',
  'survey.service_type_required': 'Please choose at least one service you would like.',
  'survey.service_type_other_required': 'Please fill in the other service you would like.',
  'survey.incomplete': 'Please fill in the complete information.',
  'survey.submitted': 'Submitted. Thank you for your feedback.',
  'survey.already_submitted': 'You have already answered the follow-up service survey.',
  'survey.not_student': 'Only students answer the follow-up service survey.',
  'validation.username_required': 'Please enter a username.',
  'validation.password_required': 'Please enter a password.',
  'validation.too_long': 'Too long.',
  'validation.name_required': 'Please enter a name.',
  'validation.phone_invalid': 'Please enter a valid mobile number.',
  'validation.dict_code_required': 'Please give a dictionary code.',
  'validation.dict_code_invalid': 'The dictionary code is not valid.',
  'validation.invalid': 'Invalid value.',
  'validation.required': 'Required.',
  'dict.not_found': 'This dictionary does not exist.',
  'teacher.updated': 'Your profile is saved.',
};

export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';

export const MESSAGES: Record<Locale, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

export const isMessageKey = (key: string): key is MessageKey => Object.hasOwn(zhCN, key);

/** Renders a message key with {{name}} parameters; an unknown key is returned as it is. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const template = isMessageKey(key) ? MESSAGES[locale][key] : key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** Picks zh-CN or en-US from an Accept-Language header (zh-CN when nothing matches). */
export function pickLocale(acceptLanguage: string | undefined): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase() ?? '';
    if (tag.startsWith('zh')) return 'zh-CN';
    if (tag.startsWith('en')) return 'en-US';
  }
  return DEFAULT_LOCALE;
}
