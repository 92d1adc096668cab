// The UI and message languages: zh-CN by default, en-US complete. Kept apart from the catalogues so
// importing them does not pull every message into a page.
export const LOCALES = ['zh-CN', 'en-US'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh-CN';
