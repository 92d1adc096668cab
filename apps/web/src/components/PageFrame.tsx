// The frame of a page later issues fill: its title, a card and a clear empty state.
import { Card, Empty, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  titleKey: string;
  children?: ReactNode;
  extra?: ReactNode;
}

export function PageFrame({ titleKey, children, extra }: Props) {
  const { t } = useTranslation();
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: '16px 12px', width: '100%', boxSizing: 'border-box' }}>
      <Card
        title={
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(titleKey)}
          </Typography.Title>
        }
        extra={extra}
      >
        {children ?? <Empty description={t('common.emptyHint')} />}
      </Card>
    </section>
  );
}
