// antd's theme and locale. The public portal pages have none (their first load has the tightest budget):
// the signed-in pages get them from the AntdShell layout route, and a lazy antd piece inside a portal page
// (the chat drawer) wraps itself in AntdProviders. One module for both, so they load as one chunk.
import { ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

export function AntdProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return (
    <ConfigProvider locale={english ? enUS : zhCN} theme={{ token: { colorPrimary: '#1677ff' } }}>
      {children}
    </ConfigProvider>
  );
}

/** The layout route around every page but /login and the portal's. */
export default function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
