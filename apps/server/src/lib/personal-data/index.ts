// Personal data (ID numbers, phones, names): encryption at rest, the keyed lookup hash, key handling and masks.
export { normalizeForLookup, PersonalDataCipher, PersonalDataError } from './cipher.ts';
export { DATA_KEY_BYTES, developmentDataKey, parseDataKey } from './keys.ts';
export { maskIdCard, maskName, maskPhone } from './masks.ts';
export {
  isLoginPhoneOf,
  isPhoneLoginName,
  type LoginNameColumns,
  loginNameColumns,
  maskPersonalNumbers,
  type PhoneColumns,
  phoneColumns,
  shownLoginName,
} from './phones.ts';
