// Portal layout: header, page, footer, the side panel on its five routes and the chat widget.
import { Outlet, useLocation } from 'react-router';
import { showsSidePanel } from '@/app/publicPaths';
import { ChatWidget } from '@/components/ChatWidget';
import { SidePanel } from '@/components/SidePanel';
import { useSite } from '@/stores/site';
import styles from './Portal.module.css';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

function useShellClass() {
  const { pathname } = useLocation();
  const variant = useSite((s) => s.system?.variant);
  const panel = showsSidePanel(pathname, variant);
  return { panel, shellClass: panel ? `${styles.shell} ${styles.withPanel}` : styles.shell };
}

/**
 * The layout's frame before the page is in: the shell and its header. The server paints it first
 * (src/ssr/firstPaint.tsx); the layout's first render draws the same shell and header around the page.
 */
export function PortalFrame() {
  const { shellClass } = useShellClass();
  return (
    <div className={shellClass}>
      <PortalHeader />
      <main className={styles.main} />
    </div>
  );
}

export default function PortalLayout() {
  const { panel, shellClass } = useShellClass();
  return (
    <div className={shellClass}>
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
