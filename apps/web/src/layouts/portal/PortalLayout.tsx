// Portal layout: header, page, footer, the side panel on its five routes and the chat widget.
import { Outlet, useLocation } from 'react-router';
import { showsSidePanel } from '@/app/publicPaths';
import { ChatWidget } from '@/components/ChatWidget';
import { SidePanel } from '@/components/SidePanel';
import { useSite } from '@/stores/site';
import styles from './Portal.module.css';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

export default function PortalLayout() {
  const { pathname } = useLocation();
  const variant = useSite((s) => s.system?.variant);
  const panel = showsSidePanel(pathname, variant);
  return (
    <div className={panel ? `${styles.shell} ${styles.withPanel}` : styles.shell}>
      <PortalHeader />
      <main className={styles.main}>
        <Outlet />
      </main>
      <PortalFooter />
      {panel && <SidePanel />}
      <ChatWidget />
    </div>
  );
}
