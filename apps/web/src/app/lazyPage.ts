// Route `lazy` helpers: a page module's default export becomes the route Component; a failed chunk is retried.
import type { ComponentType } from 'react';
import { nextTask } from '@/utils/nextTask';
import { importWithRetry } from './chunkRetry';

export type PageModule = { default: ComponentType };

/** A module with a page to show (a chunk that failed may have been another one the importer loads first). */
const isPage = (module: Partial<PageModule> | undefined) => Boolean(module?.default);

export const lazyPage = (importer: () => Promise<PageModule>) => async () => {
  // A chunk the page has preloaded runs as soon as it is imported: in a task of its own, not in the router's.
  await nextTask();
  const module = await importWithRetry(importer, { accept: isPage });
  return { Component: module.default };
};
