// App-wide providers: TanStack Query, antd theme and locale following the i18n language.
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from './queryClient';

export function Providers({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={i18n.language === 'en-US' ? enUS : zhCN} theme={{ token: { colorPrimary: '#1677ff' } }}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
