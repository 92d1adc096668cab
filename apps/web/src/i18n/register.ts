// Feature translations load with their pages: a lazy feature registers its own namespace when its
// module is first imported, so the first load of /login and /portal carries only the shell's strings.
import i18n from 'i18next';

type Tree = { readonly [key: string]: string | Tree };
/** The same keys as T at every level, with any strings. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

/** Registers a namespace in both languages; en-US must have the same keys as zh-CN (checked by the type). */
export function registerTranslations<T extends Tree>(namespace: string, zhCN: T, enUS: SameKeys<T>) {
  if (i18n.hasResourceBundle('zh-CN', namespace)) return;
  i18n.addResourceBundle('zh-CN', namespace, zhCN, true, true);
  i18n.addResourceBundle('en-US', namespace, enUS, true, true);
}
