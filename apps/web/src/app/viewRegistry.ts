// The whitelist of views a server menu may name: 'system/user' -> features/system/views/user.tsx, or, for a view that
// composes several features, app/views/<section>/<name>.tsx (found first).
import type { PageModule } from './lazyPage';

const views = import.meta.glob<PageModule>('../features/*/views/**/*.tsx');
const composed = import.meta.glob<PageModule>('./views/**/*.tsx');

export const viewKey = (component: string) => {
  const [feature, ...rest] = component.split('/');
  return `../features/${feature}/views/${rest.join('/')}.tsx`;
};

/** The loader of a view, or undefined when the name is not a known view. */
export function resolveView(component: string): (() => Promise<PageModule>) | undefined {
  if (!/^[\w-]+(\/[\w-]+)+$/.test(component)) return undefined;
  return composed[`./views/${component}.tsx`] ?? views[viewKey(component)];
}
