// Messages of the public forms' shared rules: ID number, phone, name, consent and the captcha.

export const zhCN = {
  'person.id_card_required': '请输入身份证号码',
  'person.id_card_length': '身份证号码应为 18 位',
  'person.id_card_format': '身份证号码格式不正确：前 17 位应为数字，最后一位为数字或 X',
  'person.id_card_birth_date': '身份证号码中的出生日期不正确',
  'person.id_card_checksum': '身份证号码校验位不正确，请核对后重新输入',
  'person.id_card_age': '年龄须在 {{min}} 至 {{max}} 周岁之间',
  'person.phone_required': '请输入手机号码',
  'person.name_length': '姓名应为 {{min}} 至 {{max}} 个字符',
  'person.name_invalid': '姓名只能包含中文或英文字母（少数民族姓名可用间隔号“·”）',
  'person.consent_required': '请阅读并同意个人信息处理告知',
  'captcha.required': '请先完成人机验证',
  'captcha.invalid': '人机验证未通过或已过期，请等待重新验证完成后再提交',
} as const;

export const enUS: Record<keyof typeof zhCN, string> = {
  'person.id_card_required': 'Please enter your ID number.',
  'person.id_card_length': 'An ID number has 18 characters.',
  'person.id_card_format': 'The ID number is not valid: 17 digits, then a digit or X.',
  'person.id_card_birth_date': 'The date of birth in the ID number is not valid.',
  'person.id_card_checksum': 'The ID number does not add up (its last character is wrong). Please check it.',
  'person.id_card_age': 'You must be between {{min}} and {{max}} years old.',
  'person.phone_required': 'Please enter your mobile number.',
  'person.name_length': 'A name has {{min}} to {{max}} characters.',
  'person.name_invalid':
    'A name may contain Chinese characters or Latin letters (with the middle dot "·" in transcribed names).',
  'person.consent_required': 'Please read and accept the personal information notice.',
  'captcha.required': 'Please complete the human verification first.',
  'captcha.invalid': 'The verification failed or has expired. Please wait until it is verified again, then send.',
};
