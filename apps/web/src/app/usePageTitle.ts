// Page title = the deepest route title + the site title.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { siteTitle, useSite } from '@/stores/site';
import type { RouteHandle } from './routeHandle';

export function routeTitle(handle: RouteHandle | undefined, t: (key: string) => string): string {
  if (!handle) return '';
  return handle.title ?? (handle.titleKey ? t(handle.titleKey) : '');
}

export function usePageTitle() {
  const matches = useMatches();
  const { t } = useTranslation();
  const system = useSite((s) => s.system);
  const title = matches
    .map((match) => routeTitle(match.handle as RouteHandle | undefined, t))
    .filter(Boolean)
    .at(-1);
  useEffect(() => {
    const site = siteTitle(system);
    document.title = title ? `${title} - ${site}` : site;
  }, [title, system]);
}
