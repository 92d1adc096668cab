// Teachers working for several sites switch here: the chosen site's login opens in a new tab
// after 200 ms, as a teacher, carrying the token.
import { SwapOutlined } from '@ant-design/icons';
import { SITE_SWITCH_DELAY_MS, TOKEN_PREFIX } from '@etp/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsites } from '@/api/sites/getWebsites';
import { useSession } from '@/stores/session';
import styles from './Navbar.module.css';
import './navbarI18n';

/** The login page of a site at `origin` (the server builds it: scheme, host and port). */
export function siteLoginUrl(origin: string, token: string) {
  const url = new URL('/login', origin);
  url.searchParams.set('role', 'teacher');
  url.searchParams.set('token', token.startsWith(TOKEN_PREFIX) ? token.slice(TOKEN_PREFIX.length) : token);
  return url.toString();
}

export function SiteSwitcher() {
  const { t } = useTranslation();
  const { data: websites = [] } = useWebsites(true);
  if (websites.length <= 1) return null;
  const onClick = ({ key }: { key: string }) => {
    const token = useSession.getState().token;
    const site = websites.find((w) => w.domain === key);
    if (!site) return;
    setTimeout(() => window.open(siteLoginUrl(site.origin, token), '_blank', 'noopener'), SITE_SWITCH_DELAY_MS);
  };
  return (
    <Dropdown
      menu={{
        items: websites.map((site) => ({ key: site.domain, label: site.name, 'data-origin': site.origin })),
        onClick,
      }}
    >
      <Button type="text" icon={<SwapOutlined />} data-testid="site-switcher" aria-label={t('navbar.switchSite')}>
        <span className={styles.label}>{t('navbar.switchSite')}</span>
      </Button>
    </Dropdown>
  );
}
