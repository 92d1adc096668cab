// /logoutTransit?redirect=<url>: end the session, then go where told if it is one of the product's own sites
// (default: the site root).
import type { WebsiteItem } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getSystemInfo } from '@/api/sites/getSystemInfo';
import { sitesKeys } from '@/api/sites/keys';
import { knownSiteOrigins, useSite } from '@/stores/site';
import { safeTarget } from '../logoutTarget';
import { signOut } from '../signOut';

export default function LogoutTransitPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const redirect = params.get('redirect');
  useEffect(() => {
    const leave = async () => {
      // The branded site's domains come with the system info: wait for it when an address must be checked.
      let system = useSite.getState().system;
      if (!system && redirect && safeTarget(redirect) === '/') system = await getSystemInfo().catch(() => null);
      const websites = queryClient.getQueryData<WebsiteItem[]>(sitesKeys.mine()) ?? [];
      await signOut(safeTarget(redirect, knownSiteOrigins(system, websites)));
    };
    void leave();
  }, [redirect, queryClient]);
  return <Spin fullscreen tip={t('login.loggingOut')} />;
}
