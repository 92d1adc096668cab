// Keeps screens whose route has the keepalive flag mounted (hidden with React 19 <Activity>)
// and drops them all when the top-level section changes.
import { Activity, type ReactNode, useRef } from 'react';
import { useLocation, useMatches, useOutlet } from 'react-router';
import type { RouteHandle } from '@/app/routeHandle';

export const sectionOf = (pathname: string) => `/${pathname.split('/')[1] ?? ''}`;

export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const keepalive = Boolean((useMatches().at(-1)?.handle as RouteHandle | undefined)?.keepalive);
  const cache = useRef(new Map<string, ReactNode>());
  const section = useRef(sectionOf(pathname));

  if (section.current !== sectionOf(pathname)) {
    cache.current.clear();
    section.current = sectionOf(pathname);
  }
  if (keepalive && outlet) cache.current.set(pathname, outlet);

  return (
    <>
      {[...cache.current].map(([path, element]) => (
        <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
          {element}
        </Activity>
      ))}
      {!keepalive && <div key={section.current}>{outlet}</div>}
    </>
  );
}
