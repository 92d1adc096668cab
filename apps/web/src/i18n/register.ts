// Feature translations load with their pages: a lazy feature registers its own namespace when its
// module is first imported, so the first load of /login and /portal carries only the shell's strings.
import i18n from 'i18next';

type Tree = { readonly [key: string]: string | Tree };
/** The same keys as T at every level, with any strings. */
export type SameKeys<T> = { [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

const registered = new Set<string>();

/**
 * Registers a namespace in both languages; en-US must have the same keys as zh-CN (checked by the type). `part` names
 * a piece of a namespace that a page registers alone (its first load carries only that piece); the whole namespace,
 * registered later, is merged in.
 */
export function registerTranslations<T extends Tree>(namespace: string, zhCN: T, enUS: SameKeys<T>, part = '') {
  const id = `${namespace}#${part}`;
  if (registered.has(id)) return;
  registered.add(id);
  i18n.addResourceBundle('zh-CN', namespace, zhCN, true, true);
  i18n.addResourceBundle('en-US', namespace, enUS, true, true);
}
