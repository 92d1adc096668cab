// /logoutTransit?redirect=<url>: end the session, then go where told (default: the site root).
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { signOut } from '../signOut';

/** Only same-origin paths or http(s) URLs are followed, never javascript: and the like. */
export function safeTarget(raw: string | null): string {
  if (!raw) return '/';
  if (raw.startsWith('/') && !raw.startsWith('//')) return raw;
  return /^https?:\/\//.test(raw) ? raw : '/';
}

export default function LogoutTransitPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const target = safeTarget(params.get('redirect'));
  useEffect(() => {
    void signOut(target);
  }, [target]);
  return <Spin fullscreen tip={t('login.loggingOut')} />;
}
