// /appLogin: the mobile app hands over its token in the query string; store it and go in.
import { SAME_SITE_PATH } from '@etp/contracts';
import { Result, Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@/stores/session';

/** The query parameter the app uses (not `token`, which the guard already consumes). */
export const APP_TOKEN_PARAM = 'access_token';

export default function AppLoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get(APP_TOKEN_PARAM) ?? useSession.getState().token;
  const redirectTo = params.get('redirect') ?? '/home';

  useEffect(() => {
    if (!token) return;
    useSession.getState().setQueryToken(token);
    // Only a path of this site: `//host` and `/\\host` lead elsewhere (SAME_SITE_PATH).
    navigate(SAME_SITE_PATH.test(redirectTo) ? redirectTo : '/home', { replace: true });
  }, [token, redirectTo, navigate]);

  if (!token) return <Result status="warning" title={t('login.appLoginMissing')} />;
  return <Spin fullscreen tip={t('common.loading')} />;
}
