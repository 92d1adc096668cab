// Server messages (the envelope's msg) and shared validation messages, in both languages.
// One file per domain; each must give every key in both languages. The browser uses the same
// keys for the same rules, so a message reads the same on both sides.
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import * as accounts from './accounts.ts';
import * as admin from './admin.ts';
import * as certificates from './certificates.ts';
import * as classes from './classes.ts';
import * as collection from './collection.ts';
import * as competitions from './competitions.ts';
import * as content from './content.ts';
import * as core from './core.ts';
import * as courses from './courses.ts';
import * as exams from './exams.ts';
import * as face from './face.ts';
import * as homework from './homework.ts';
import * as learning from './learning.ts';
import * as live from './live.ts';
import * as monitoring from './monitoring.ts';
import * as person from './person.ts';
import * as settlement from './settlement.ts';
import * as spreadsheet from './spreadsheet.ts';
import * as surveys from './surveys.ts';

const zhCN = {
  ...core.zhCN,
  ...accounts.zhCN,
  ...content.zhCN,
  ...admin.zhCN,
  ...spreadsheet.zhCN,
  ...person.zhCN,
  ...classes.zhCN,
  ...learning.zhCN,
  ...surveys.zhCN,
  ...collection.zhCN,
  ...competitions.zhCN,
  ...homework.zhCN,
  ...live.zhCN,
  ...exams.zhCN,
  ...courses.zhCN,
  ...face.zhCN,
  ...certificates.zhCN,
  ...monitoring.zhCN,
  ...settlement.zhCN,
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  ...core.enUS,
  ...accounts.enUS,
  ...content.enUS,
  ...admin.enUS,
  ...spreadsheet.enUS,
  ...person.enUS,
  ...classes.enUS,
  ...learning.enUS,
  ...surveys.enUS,
  ...collection.enUS,
  ...competitions.enUS,
  ...homework.enUS,
  ...live.enUS,
  ...exams.enUS,
  ...courses.enUS,
  ...face.enUS,
  ...certificates.enUS,
  ...monitoring.enUS,
  ...settlement.enUS,
};

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
