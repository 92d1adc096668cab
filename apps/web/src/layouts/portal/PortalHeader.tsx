// Portal header: logo and site title, the portal sections, sign-in or back-office entry, language.
import { MenuOutlined } from '@ant-design/icons';
import { Button, Drawer, Menu } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useSession } from '../../stores/session';
import { siteTitle, useSite } from '../../stores/site';
import styles from './Portal.module.css';

const SECTIONS = [
  { path: '/portal', titleKey: 'route.portal' },
  { path: '/newsList', titleKey: 'portal.news' },
  { path: '/policyList', titleKey: 'portal.policy' },
  { path: '/organList', titleKey: 'portal.organ' },
  { path: '/excellentCase/index', titleKey: 'portal.excellentCase' },
  { path: '/competition/list', titleKey: 'portal.competition' },
];

export function PortalHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [drawer, setDrawer] = useState(false);
  const system = useSite((s) => s.system);
  const signedIn = Boolean(useSession((s) => s.token));
  const items = SECTIONS.map((section) => ({ key: section.path, label: t(section.titleKey) }));
  const selected = SECTIONS.find((s) => pathname.startsWith(s.path.replace(/\/index$|\/list$/, '')))?.path ?? '';
  const go = ({ key }: { key: string }) => {
    setDrawer(false);
    navigate(key);
  };
  return (
    <header className={styles.header}>
      <Link to="/portal" className={styles.brand}>
        {system?.logo ? (
          <img src={system.logo} alt="" className={styles.logo} />
        ) : (
          <span className={styles.logoMark}>E</span>
        )}
        <span className={styles.siteName}>{siteTitle(system)}</span>
      </Link>
      <Menu mode="horizontal" items={items} selectedKeys={[selected]} onClick={go} className={styles.nav} />
      <div className={styles.actions}>
        <LanguageSwitch />
        <Button type="primary" onClick={() => navigate(signedIn ? '/home' : '/login')}>
          {signedIn ? t('portal.enterSystem') : t('portal.login')}
        </Button>
        <Button
          className={styles.burger}
          icon={<MenuOutlined />}
          onClick={() => setDrawer(true)}
          aria-label={t('common.more')}
        />
      </div>
      <Drawer open={drawer} onClose={() => setDrawer(false)} placement="right" size={240} title={siteTitle(system)}>
        <Menu mode="inline" items={items} selectedKeys={[selected]} onClick={go} />
      </Drawer>
    </header>
  );
}
