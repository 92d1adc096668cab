// Password rules (OWASP ASVS 2.1): length over composition; refuse the most common passwords and the username.
import { PASSWORD_MIN_LENGTH } from '@etp/contracts';
import { fieldError } from '@/lib/errors.ts';

/** Passwords seen most often in leaks, including the usual Chinese keyboard and pinyin ones. */
const COMMON = new Set(
  `12345678 123456789 1234567890 12345678910 password password1 password123 passw0rd p@ssw0rd p@ssword
  qwerty123 qwertyuiop 1q2w3e4r 1qaz2wsx 1qaz2wsx3edc qazwsxedc zaq12wsx abc12345 abcd1234 abcdefgh
  a1234567 a12345678 aa123456 aa12345678 aaaaaaaa 11111111 111111111 00000000 88888888 66666666 12341234
  11223344 123123123 147258369 987654321 87654321 11112222 12344321 5201314520 woaini1314 woaini520
  iloveyou iloveyou1 admin123 admin1234 administrator root1234 welcome1 welcome123 sunshine monkey123
  dragon123 football baseball superman princess trustno1 letmein1 changeme changeme123 test1234
  testtest 123qweasd qweasdzxc q1w2e3r4 1234qwer qwer1234 asdf1234 zxcvbnm1 asdfghjkl 1234abcd
  Aa123456 Aa12345678 Aa123456789 Abc12345 Abc123456 Qwer1234 Admin123 Admin@123 Demo@12345
  shandong jinan123 qingdao123 zhongguo china123 beijing1 shanghai1 woaini123 wangyang123 zhangwei
  liuyang123`
    .split(/\s+/)
    .map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/**
 * Throws a 400 with a readable message on the form field when the password breaks a rule. `isLoginPhone`: the
 * password is the phone the account signs in with (its stored username is only the mask: isLoginPhoneOf).
 */
export function checkPassword(username: string, password: string, field = 'password', isLoginPhone = false): void {
  if (password.length < PASSWORD_MIN_LENGTH) throw fieldError(400, 'accounts.password_too_short', field);
  if (isCommonPassword(password)) throw fieldError(400, 'accounts.password_common', field);
  if (isLoginPhone || password.toLowerCase() === username.toLowerCase())
    throw fieldError(400, 'accounts.password_is_username', field);
}
