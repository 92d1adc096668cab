// One session for its trainer: the push settings for the streaming software (copyable), a preview of the pull
// stream and the chat. Teachers and staff above see the same without the stream key.
import type { LiveAttendanceRow } from '@etp/contracts';
import { Descriptions, Drawer, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveAttendance } from '@/api/live/getLiveAttendance';
import { useLiveSession } from '@/api/live/getLiveSession';
import { useWatchLive } from '@/api/live/watchLive';
import { useApp } from '@/stores/app';
import { formatDateTime } from '@/utils/time';
import { LiveStage } from '../stage/LiveStage';
import '../i18n';

export function LiveDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('live');
  const mobile = useApp((s) => s.device === 'mobile');
  const detail = useLiveSession(id);
  const watch = useWatchLive(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={mobile ? '100%' : 960}
      title={d ? d.title || t('untitled') : ''}
      destroyOnHidden
      data-testid="live-detail"
    >
      {!d ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('className')}>{d.class_name}</Descriptions.Item>
            <Descriptions.Item label={t('time')}>
              {formatDateTime(d.starts_at)} – {formatDateTime(d.ends_at)}
            </Descriptions.Item>
            {d.can_edit && (
              <>
                <Descriptions.Item label={t('pushServer')}>
                  <Typography.Text copyable={{ text: d.push_server }} code data-testid="live-push-server">
                    {d.push_server}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('streamKey')}>
                  <Typography.Text copyable={{ text: d.stream_key }} code data-testid="live-stream-key">
                    {d.stream_key}
                  </Typography.Text>
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
          {d.can_edit && <Typography.Paragraph type="secondary">{t('pushHint')}</Typography.Paragraph>}
          <Typography.Title level={5}>{t('preview')}</Typography.Title>
          {watch.data ? <LiveStage watch={watch.data} canPost={d.can_edit} /> : <Spin />}
          <Attendance id={d.id} />
        </>
      )}
    </Drawer>
  );
}

/** Minutes as a person reads them: "12 分钟", "1 小时 5 分钟"; under a minute shows seconds. */
function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation('live');
  if (seconds === 0) return <>—</>;
  if (seconds < 60) return <>{t('seconds', { count: seconds })}</>;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  return <>{hours > 0 ? t('hoursMinutes', { hours, minutes: minutes % 60 }) : t('minutes', { count: minutes })}</>;
}

/** Who of the class watched the session, when and how long: the ledger's credit, the same source as the hours. */
function Attendance({ id }: { id: number }) {
  const { t } = useTranslation('live');
  const attendance = useLiveAttendance(id);
  const rows = attendance.data?.rows ?? [];
  const watched = rows.filter((r) => r.live_seconds + r.replay_seconds > 0).length;
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('attendance')}
        <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 14, fontWeight: 'normal' }}>
          {t('attendanceSummary', { watched, total: rows.length })}
        </Typography.Text>
      </Typography.Title>
      <Table<LiveAttendanceRow>
        size="small"
        rowKey="user_id"
        loading={attendance.isLoading}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, size: 'small' } : false}
        scroll={{ x: 'max-content' }}
        data-testid="live-attendance"
        columns={[
          { title: t('student'), dataIndex: 'name', fixed: 'left', width: 96 },
          {
            title: t('attended'),
            key: 'state',
            width: 96,
            render: (_, r) =>
              r.live_seconds > 0 ? (
                <Tag color="green">{t('watchedLive')}</Tag>
              ) : r.replay_seconds > 0 ? (
                <Tag color="blue">{t('watchedReplay')}</Tag>
              ) : (
                <Tag>{t('absent')}</Tag>
              ),
          },
          {
            title: t('liveTime'),
            dataIndex: 'live_seconds',
            width: 120,
            render: (s: number) => <Duration seconds={s} />,
          },
          {
            title: t('replayTime'),
            dataIndex: 'replay_seconds',
            width: 120,
            render: (s: number) => <Duration seconds={s} />,
          },
          {
            title: t('firstSeen'),
            dataIndex: 'first_at',
            width: 170,
            render: (v: string | null) => (v ? formatDateTime(v) : '—'),
          },
          {
            title: t('lastSeen'),
            dataIndex: 'last_at',
            width: 170,
            render: (v: string | null) => (v ? formatDateTime(v) : '—'),
          },
        ]}
      />
    </>
  );
}
