// antd's theme and locale, for every page that uses antd. The public portal pages do not (their
// first load has the tightest budget), so they sit outside this layout route; a lazy antd piece
// inside them (the chat drawer) wraps itself in AntdProviders.
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

export default function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
