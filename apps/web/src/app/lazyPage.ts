// Route `lazy` helpers: a page module's default export becomes the route Component; a failed chunk is retried.
// A page may also export `prefetch`: the data it asks for first, which then starts loading with the route's
// navigation instead of after the page's first render.
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { nextTask } from '@/utils/nextTask';
import { importWithRetry } from './chunkRetry';

export type PageModule = { default: ComponentType; prefetch?: (client: QueryClient, url: URL) => void };

/** A module with a page to show (a chunk that failed may have been another one the importer loads first). */
const isPage = (module: Partial<PageModule> | undefined) => Boolean(module?.default);

export const lazyPage = (importer: () => Promise<PageModule>) => async () => {
  // A chunk the page has preloaded runs as soon as it is imported: in a task of its own, not in the router's.
  await nextTask();
  const module = await importWithRetry(importer, { accept: isPage });
  const { prefetch } = module;
  if (!prefetch) return { Component: module.default };
  // The query client comes with QueryShell, which the pages with a prefetch are under (its chunk is loaded by then).
  const loader = async ({ request }: LoaderFunctionArgs) => {
    const { queryClient } = await import('./QueryShell');
    prefetch(queryClient, new URL(request.url));
    return null;
  };
  return { Component: module.default, loader };
};
