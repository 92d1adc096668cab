// Back-office layout: navbar, side menu and the content area.
import { App, Layout } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '@/stores/app';
import { primaryRole, useSession } from '@/stores/session';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import styles from './MainLayout.module.css';
import { Navbar } from './navbar/Navbar';
import { Sidebar } from './Sidebar';

export default function MainLayout() {
  const { pathname } = useLocation();
  const { device, sidebarOpened, closeSidebar } = useApp();
  const role = primaryRole(useSession((s) => s.user));
  const mobile = device === 'mobile';

  // In mobile mode the menu closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on the path change only
  useEffect(() => {
    if (useApp.getState().device === 'mobile' && useApp.getState().sidebarOpened) closeSidebar();
  }, [pathname]);

  return (
    <App>
      <Layout className={styles.shell} data-device={device}>
        <Sidebar />
        {mobile && sidebarOpened && (
          <button type="button" aria-label="close" className={styles.mask} onClick={closeSidebar} />
        )}
        <Layout className={styles.body}>
          <Navbar />
          <Layout.Content className={role === 'trainer' ? styles.contentTrainer : styles.content}>
            <KeepAliveOutlet />
          </Layout.Content>
        </Layout>
      </Layout>
    </App>
  );
}
