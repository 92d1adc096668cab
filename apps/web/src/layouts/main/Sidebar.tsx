// The 240 px light side menu with blue highlight, built from the routes the user may see.
import { SIDEBAR_WIDTH_PX } from '@etp/contracts';
import { Layout, Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useMatches, useNavigate } from 'react-router';
import type { RouteHandle } from '@/app/routeHandle';
import { useApp } from '@/stores/app';
import { primaryRole, useSession } from '@/stores/session';
import { useSite } from '@/stores/site';
import styles from './MainLayout.module.css';
import { sidebarItems } from './sidebarMenu';

const COLLAPSED_WIDTH_PX = 64;

export function Sidebar() {
  const navigate = useNavigate();
  const matches = useMatches();
  const menu = useSession((s) => s.menu);
  const role = primaryRole(useSession((s) => s.user));
  const variant = useSite((s) => s.system?.variant);
  const { sidebarOpened, device } = useApp();
  const items = useMemo(() => sidebarItems(menu, { role, variant }), [menu, role, variant]);
  const last = matches.at(-1);
  const activeMenu = (last?.handle as RouteHandle | undefined)?.activeMenu;
  const selected = activeMenu || (last?.pathname ?? '').replace(/\/$/, '') || '/';
  const section = `/${selected.split('/')[1] ?? ''}`;
  const mobile = device === 'mobile';

  return (
    <Layout.Sider
      data-testid="sidebar"
      data-opened={sidebarOpened ? '1' : '0'}
      theme="light"
      width={SIDEBAR_WIDTH_PX}
      collapsed={!sidebarOpened}
      collapsedWidth={mobile ? 0 : COLLAPSED_WIDTH_PX}
      trigger={null}
      className={mobile ? styles.siderMobile : styles.sider}
    >
      {/* A closed phone sidebar is 0 px wide: without its menu, no submenu can pop up over the page. */}
      {(!mobile || sidebarOpened) && (
        <Menu
          mode="inline"
          theme="light"
          items={items as MenuProps['items']}
          selectedKeys={[selected]}
          defaultOpenKeys={[section]}
          onClick={({ key }) => navigate(key)}
        />
      )}
    </Layout.Sider>
  );
}
