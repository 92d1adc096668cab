// Back-office view 'train/live': the trainer's live sessions of the classes they teach; schedule, change and delete
// them before they begin; the push settings for the streaming software, a preview of the stream and the chat.
import type { LiveSessionRow } from '@etp/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { liveSessionsQuery } from '@/api/live/listLiveSessions';
import { useAdminList } from '@/components/admin/useAdminList';
import { LiveDetailDrawer } from '../manage/LiveDetailDrawer';
import { LiveDialog, useLiveDialog } from '../manage/LiveDialog';
import { LIVE_FILTERS, LiveFilters, LiveTable } from '../manage/LiveTable';
import '../i18n';

export default function TrainLiveView() {
  const { t } = useTranslation('live');
  const { t: tv } = useTranslation();
  const list = useAdminList(liveSessionsQuery, { filters: LIVE_FILTERS });
  const dialog = useLiveDialog();
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Card
      title={tv('views.train/live')}
      data-view="train/live"
      extra={
        <Button type="primary" onClick={() => dialog.openCreate()} data-testid="live-create">
          {t('create')}
        </Button>
      }
    >
      <LiveFilters list={list} />
      <LiveTable list={list} onOpen={(row: LiveSessionRow) => setOpen(row.id)} onEdit={dialog.openEdit} />
      <LiveDialog dialog={dialog} />
      <LiveDetailDrawer id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
