// Back-office view 'todoTask/task': the teacher's counted to-do cards, each opening its filtered list, and the
// area's sign-up leads.
import type { TodoCounts } from '@etp/contracts';
import { Alert, Card, Row, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTodoCounts } from '@/api/classes/getTodoCounts';
import { CountCard } from '@/components/admin/CountCard';
import { FollowupTodoCard } from '@/features/settlement';
import '../todo/i18n';
import { FacePausedTable } from '../todo/FacePausedTable';
import { LeadsTable } from '../todo/LeadsTable';

const CARDS: { key: keyof TodoCounts; to: string; color: string }[] = [
  { key: 'drafts', to: '/class/list?status=draft', color: '#1677ff' },
  { key: 'rejected', to: '/class/list?status=rejected', color: '#ff4d4f' },
  { key: 'starting_soon', to: '/class/list?starting_soon=1', color: '#fa8c16' },
  { key: 'new_leads', to: '/todoTask/task/index?leads.status=new#leads', color: '#13c2c2' },
  { key: 'to_verify', to: '/student/verify?verified=0', color: '#722ed1' },
  { key: 'homework_to_mark', to: '/train/homework', color: '#eb2f96' },
  { key: 'face_paused', to: '/todoTask/task/index#face-paused', color: '#fa541c' },
];

/**
 * The teacher's sidebar hides the class and teaching sections: their pages are reached from here. The
 * titles are the views' own names, so they read as the pages do.
 */
const SHORTCUTS = [
  { view: 'class/list', to: '/class/list' },
  { view: 'train/examTest', to: '/train/examTest' },
  { view: 'train/testResult', to: '/train/testResult' },
  { view: 'train/homework', to: '/train/homework' },
] as const;

export default function TodoTaskView() {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('todo');
  const counts = useTodoCounts();
  return (
    <div data-view="todoTask/task">
      <Card title={t('views.todoTask/task')} style={{ marginBottom: 16 }}>
        {counts.isLoading ? (
          <Skeleton active />
        ) : (
          <Row gutter={[16, 16]}>
            {CARDS.map((card) => (
              <CountCard
                key={card.key}
                to={card.to}
                testId={`todo-${card.key}`}
                title={tt(`cards.${card.key}`)}
                value={counts.data?.[card.key] ?? 0}
                color={card.color}
                open={tt('open')}
              />
            ))}
            <FollowupTodoCard />
          </Row>
        )}
      </Card>
      <Card title={tt('shortcuts')} size="small" style={{ marginBottom: 16 }}>
        <Space wrap size={[24, 8]}>
          {SHORTCUTS.map((s) => (
            <Link key={s.view} to={s.to} data-testid={`todo-shortcut-${s.view}`}>
              {t(`views.${s.view}`)} ›
            </Link>
          ))}
        </Space>
      </Card>
      <Card title={tt('facePaused.title')} id="face-paused" style={{ marginBottom: 16 }}>
        <FacePausedTable />
      </Card>
      <Card title={tt('leads')} id="leads">
        <Alert type="info" showIcon message={tt('leadsHint')} style={{ marginBottom: 12 }} />
        <LeadsTable />
      </Card>
    </div>
  );
}
