// Top navbar: menu toggle, the six items (overflowing into "more"), guide, site switcher,
// annual report, language and the user menu.
import { DownOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCan } from '../../../components/Access';
import { LanguageSwitch } from '../../../components/LanguageSwitch';
import { GuideEntry } from '../../../features/guide/GuideEntry';
import { useApp } from '../../../stores/app';
import { primaryRole, useSession } from '../../../stores/session';
import { isExternal } from '../../../utils/env';
import { AnnualReport } from './AnnualReport';
import styles from './Navbar.module.css';
import { NAV_ITEMS, type NavItem, splitNavItems } from './navItems';
import { SiteSwitcher } from './SiteSwitcher';
import { UserMenu } from './UserMenu';

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

  const permitted = NAV_ITEMS.filter((item) => can([item.permission]));
  const { inline, overflow } = splitNavItems(permitted, width);
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
            {t(`navbar.${item.key}`)}
          </Button>
        ))}
        {overflow.length > 0 && (
          <Dropdown
            menu={{
              items: overflow.map((item) => ({ key: item.key, label: t(`navbar.${item.key}`) })),
              onClick: ({ key }) => {
                const item = overflow.find((i) => i.key === key);
                if (item) open(item);
              },
            }}
          >
            <Button type="text" data-testid="nav-more">
              {t('common.more')} <DownOutlined />
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
