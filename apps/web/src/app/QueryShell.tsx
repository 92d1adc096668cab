// TanStack Query for every page but /login. A lazy layout route, so the sign-in page loads none of it.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient';

/** For the route loaders that start a page's first query (lazyPage.ts), from this chunk, which they are under. */
export { queryClient };

export default function QueryShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
