// The root of every page: page title, loading overlay and the notifier bridge around the outlet.
import { Outlet } from 'react-router';
import { LoadingOverlay } from '@/components/LoadingOverlay';
import { usePageTitle } from './usePageTitle';

export function RootShell() {
  usePageTitle();
  return (
    <>
      <LoadingOverlay />
      <Outlet />
    </>
  );
}
