// Top navbar: menu toggle, the six items (overflowing into "more"), guide, site switcher,
// annual report, language and the user menu.
import { DownOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '@/api/announcements/getUnreadCount';
import { useCan } from '@/components/Access';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { GuideEntry } from '@/features/operates';
import { useApp } from '@/stores/app';
import { primaryRole, useSession } from '@/stores/session';
import { useSite } from '@/stores/site';
import { isExternal } from '@/utils/env';
import { AnnualReport } from './AnnualReport';
import styles from './Navbar.module.css';
import { type NavItem, siteNavItems, splitNavItems } from './navItems';
import { SiteSwitcher } from './SiteSwitcher';
import { UserMenu } from './UserMenu';
import './navbarI18n';

export function Navbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const { sidebarOpened, toggleSidebar } = useApp();
  const role = primaryRole(useSession((s) => s.user));
  const itemsRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(Number.POSITIVE_INFINITY);

  useEffect(() => {
    const element = itemsRef.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setWidth(entry.contentRect.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const system = useSite((s) => s.system);
  const permitted = siteNavItems(system).filter((item) => can([item.permission]));
  const { inline, overflow } = splitNavItems(permitted, width);
  // Unread announcements on the Messages item (and on "more" when it overflows).
  const unread = useUnreadCount(permitted.some((item) => item.key === 'message')).data ?? 0;
  const label = (item: NavItem) =>
    item.key === 'message' ? (
      <Badge count={unread} size="small" offset={[6, -2]} data-testid="unread-badge">
        {t(`navbar.${item.key}`)}
      </Badge>
    ) : (
      t(`navbar.${item.key}`)
    );
  const open = (item: NavItem) => {
    if (isExternal(item.to)) window.open(item.to, '_blank', 'noopener');
    else navigate(item.to);
  };

  return (
    <header className={styles.navbar} data-testid="navbar">
      <Button
        type="text"
        icon={sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={toggleSidebar}
        aria-label={t('navbar.toggleSidebar')}
        data-testid="sidebar-toggle"
      />
      <div className={styles.items} ref={itemsRef}>
        {inline.map((item) => (
          <Button key={item.key} type="text" onClick={() => open(item)} data-testid={`nav-${item.key}`}>
            {label(item)}
          </Button>
        ))}
        {overflow.length > 0 && (
          <Dropdown
            menu={{
              items: overflow.map((item) => ({ key: item.key, label: label(item) })),
              onClick: ({ key }) => {
                const item = overflow.find((i) => i.key === key);
                if (item) open(item);
              },
            }}
          >
            <Button type="text" data-testid="nav-more">
              <Badge count={overflow.some((item) => item.key === 'message') ? unread : 0} size="small" offset={[6, -2]}>
                {t('common.more')}
              </Badge>{' '}
              <DownOutlined />
            </Button>
          </Dropdown>
        )}
      </div>
      <div className={styles.right}>
        {role !== 'student' && <GuideEntry />}
        {role === 'teacher' && <SiteSwitcher />}
        <AnnualReport />
        <span className={styles.lang}>
          <LanguageSwitch />
        </span>
        <UserMenu />
      </div>
    </header>
  );
}
