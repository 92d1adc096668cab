// i18next set-up: zh-CN by default, en-US complete; the choice is remembered in a cookie.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@etp/contracts';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { COOKIE } from '@/stores/cookies';
import { enUS } from './en-US';
import { zhCN } from './zh-CN';

export { DEFAULT_LOCALE, LOCALES };

/**
 * Starts i18next in the remembered language (the entry calls it as one step of the start-up, before the router;
 * the unit tests' set-up calls it too). Calling it again does nothing.
 */
export function initI18n() {
  if (i18n.isInitialized) return;
  const saved = Cookies.get(COOKIE.language);
  const initial: Locale = (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
  void i18n.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    lng: initial,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
}

export function setLanguage(locale: Locale) {
  Cookies.set(COOKIE.language, locale, { expires: 365 });
  document.documentElement.lang = locale;
  void i18n.changeLanguage(locale);
}

export const currentLocale = (): Locale => (i18n.language === 'en-US' ? 'en-US' : 'zh-CN');

export default i18n;
