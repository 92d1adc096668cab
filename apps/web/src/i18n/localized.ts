// Text the server keeps in both languages (menu titles, role names, dictionary labels): the English form in English
// mode when there is one, the Chinese otherwise.
import { currentLocale } from './index';

export function localized(zh: string, en: string | null | undefined): string {
  return currentLocale() === 'en-US' && en ? en : zh;
}
