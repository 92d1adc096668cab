// i18next set-up: zh-CN by default, en-US complete; the choice is remembered in a cookie. The English catalogue
// loads when it is first needed (most visitors read Chinese), so the first load of every page carries one language.
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@etp/contracts';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { COOKIE } from '@/stores/cookies';
import { zhCN } from './zh-CN';

export { DEFAULT_LOCALE, LOCALES };

const catalogues: Record<Locale, () => Promise<object>> = {
  'zh-CN': async () => zhCN,
  'en-US': () => import('./en-US').then((m) => m.enUS),
};

/** The languages whose shell catalogue is in. Not i18next's own record: the parts of the default namespace that load
 * with their pages (the navbar's, the survey's) add to it in both languages before the English catalogue loads. */
const loaded = new Set<Locale>();

/** Adds a language's catalogue of the shell's strings (features register their own, both languages at once). */
export async function loadLanguage(locale: Locale) {
  if (loaded.has(locale)) return;
  i18n.addResourceBundle(locale, 'translation', await catalogues[locale](), true, true);
  loaded.add(locale);
}

/**
 * Starts i18next in the remembered language, with its catalogue (the entry calls it as one step of the start-up,
 * before the router; the unit tests' set-up calls it too). Calling it again does nothing.
 */
export async function initI18n() {
  if (i18n.isInitialized) return;
  const saved = Cookies.get(COOKIE.language);
  const remembered: Locale = (LOCALES as readonly string[]).includes(saved ?? '') ? (saved as Locale) : DEFAULT_LOCALE;
  const resources: Partial<Record<Locale, { translation: object }>> = { [DEFAULT_LOCALE]: { translation: zhCN } };
  // A catalogue that cannot load leaves the page in the default language rather than not starting at all.
  const other = remembered === DEFAULT_LOCALE ? null : await catalogues[remembered]().catch(() => null);
  if (other) resources[remembered] = { translation: other };
  const initial = other ? remembered : DEFAULT_LOCALE;
  if (i18n.isInitialized) return;
  loaded.add(DEFAULT_LOCALE);
  if (other) loaded.add(remembered);
  void i18n.use(initReactI18next).init({
    resources,
    lng: initial,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = initial;
}

export async function setLanguage(locale: Locale) {
  await loadLanguage(locale);
  Cookies.set(COOKIE.language, locale, { expires: 365 });
  document.documentElement.lang = locale;
  await i18n.changeLanguage(locale);
}

export const currentLocale = (): Locale => (i18n.language === 'en-US' ? 'en-US' : 'zh-CN');

export default i18n;
