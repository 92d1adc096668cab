// The student's live sessions in three groups: live now, upcoming, replays; each opens the watch view.
import type { LiveSessionRow } from '@etp/contracts';
import { Button, Card, Empty, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/utils/time';
import '../i18n';

const COLORS = { live: 'red', upcoming: 'blue', ended: 'default' } as const;

function Group({ title, rows, onOpen }: { title: string; rows: LiveSessionRow[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('live');
  return (
    <Card size="small" title={title} style={{ marginBottom: 16 }}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <List
          dataSource={rows}
          renderItem={(s) => (
            <List.Item
              data-testid={`live-session-${s.id}`}
              actions={[
                s.state !== 'upcoming' && (
                  <Button key="open" type={s.state === 'live' ? 'primary' : 'default'} onClick={() => onOpen(s.id)}>
                    {s.state === 'live' ? t('watch') : t('replay')}
                  </Button>
                ),
              ]}
            >
              <List.Item.Meta
                title={
                  <span>
                    <Tag color={COLORS[s.state]}>{t(`state.${s.state}`)}</Tag>
                    {s.title || t('untitled')}
                  </span>
                }
                description={`${s.class_name} · ${s.trainer_name} · ${formatDateTime(s.starts_at)} – ${formatDateTime(s.ends_at)}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}

export function SessionList({ rows, onOpen }: { rows: LiveSessionRow[]; onOpen: (id: number) => void }) {
  const { t } = useTranslation('live');
  const of = (state: LiveSessionRow['state']) => rows.filter((s) => s.state === state);
  return (
    <>
      <Group title={t('now')} rows={of('live')} onOpen={onOpen} />
      <Group title={t('upcoming')} rows={of('upcoming')} onOpen={onOpen} />
      <Group title={t('replays')} rows={of('ended').reverse()} onOpen={onOpen} />
    </>
  );
}
