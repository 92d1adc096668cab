// Back-office view 'announcement/index' (/basic/announcement/index): every user's messages; admins and
// regional administrators also get "发布公告" and a management tab.
import { PlusOutlined } from '@ant-design/icons';
import { MANAGER_ROLES } from '@etp/contracts';
import { Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan, useHasRole } from '@/components/Access';
import '../i18n';
import { AnnouncementDrawer, useAnnouncementDialog } from '../manage/AnnouncementDrawer';
import { AnnouncementManager } from '../manage/AnnouncementManager';
import { MyAnnouncements } from '../mine/MyAnnouncements';

export default function AnnouncementIndexView() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('announcement');
  const can = useCan();
  const hasRole = useHasRole();
  const author = hasRole(MANAGER_ROLES) && can(['announcement:publish']);
  const [tab, setTab] = useState('mine');
  const dialog = useAnnouncementDialog();

  return (
    <Card
      title={t('views.announcement/index')}
      data-view="announcement/index"
      extra={
        author && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setTab('manage');
              dialog.openCreate();
            }}
            data-testid="announcement-new"
          >
            {ta('publishNew')}
          </Button>
        )
      }
    >
      {author ? (
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'mine', label: ta('mine'), children: <MyAnnouncements /> },
            {
              key: 'manage',
              label: ta('manage'),
              children: <AnnouncementManager dialog={dialog} />,
            },
          ]}
        />
      ) : (
        <MyAnnouncements />
      )}
      <AnnouncementDrawer dialog={dialog} />
    </Card>
  );
}
