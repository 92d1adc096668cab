// Providers every page but /login needs: TanStack Query, antd theme and locale. antd's <App>
// (message/modal context) lives in the signed-in layouts only; the portal does not need it.
// A lazy layout route, so the sign-in page loads none of it (first-load budget).
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { queryClient } from './queryClient';

export default function AntdShell() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={english ? enUS : zhCN} theme={{ token: { colorPrimary: '#1677ff' } }}>
        <Outlet />
      </ConfigProvider>
    </QueryClientProvider>
  );
}
