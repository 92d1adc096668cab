// Teachers working for several sites switch here: the chosen site's login opens in a new tab
// after 200 ms, as a teacher, carrying the token (SPEC section 4).
import { SwapOutlined } from '@ant-design/icons';
import { SITE_SWITCH_DELAY_MS, TOKEN_PREFIX } from '@etp/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWebsites } from '@/api/sites/getWebsites';
import { useSession } from '@/stores/session';
import styles from './Navbar.module.css';

export function siteLoginUrl(domain: string, token: string, protocol = window.location.protocol) {
  const base = /^https?:\/\//.test(domain) ? domain.replace(/\/$/, '') : `${protocol}//${domain}`;
  const url = new URL(`${base}/login`);
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
    setTimeout(() => window.open(siteLoginUrl(key, token), '_blank', 'noopener'), SITE_SWITCH_DELAY_MS);
  };
  return (
    <Dropdown menu={{ items: websites.map((site) => ({ key: site.domain, label: site.name })), onClick }}>
      <Button type="text" icon={<SwapOutlined />} data-testid="site-switcher" aria-label={t('navbar.switchSite')}>
        <span className={styles.label}>{t('navbar.switchSite')}</span>
      </Button>
    </Dropdown>
  );
}
