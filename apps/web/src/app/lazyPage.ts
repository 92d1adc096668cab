// Route `lazy` helpers: a page module's default export becomes the route Component; a failed chunk is retried.
import type { ComponentType } from 'react';
import { importWithRetry } from './chunkRetry';

export type PageModule = { default: ComponentType };

export const lazyPage = (importer: () => Promise<PageModule>) => async () => {
  const module = await importWithRetry(importer);
  return { Component: module.default };
};
