// What an audit log row keeps of a change's "before" and "after": no secrets (passwords, tokens, ID numbers by
// their keys), no mobile or ID number in clear anywhere (masked whatever the key: an account's username, a request
// body, a remark), and no huge strings. The audit plugin writes every snapshot through it, and the data migration
// phones-encrypted rewrites older rows with it.
import { MOBILE_PHONE } from '@etp/contracts';
import { maskPersonalNumbers, maskPhone } from './personal-data/index.ts';

const SECRET_KEYS = /password|token|secret|id_card|idcard/i;

/** Longer strings (e.g. data-URI images) are summarised: the audit log records what changed, not the bytes. */
const MAX_STRING = 1000;

/** Copies a value for the audit log without secrets, personal numbers or huge strings. */
export function withoutSecrets(value: unknown): unknown {
  if (typeof value === 'string') {
    const masked = maskPersonalNumbers(value);
    return masked.length > MAX_STRING ? `${masked.slice(0, 100)}… [${masked.length} characters]` : masked;
  }
  // A phone sent as a number is still a phone.
  if (typeof value === 'number' && MOBILE_PHONE.test(String(value))) return maskPhone(String(value));
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, SECRET_KEYS.test(k) ? '[redacted]' : withoutSecrets(v)]),
    );
  }
  return value;
}
