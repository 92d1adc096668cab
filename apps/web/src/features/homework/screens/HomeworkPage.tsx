// The student's homework list (afterClassHomework): each homework of their classes, where the answer stands, the
// mark when there is one, and the way on (write, continue, rework, or view).
import type { MyHomeworkRow } from '@etp/contracts';
import { Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyHomework } from '@/api/homework/listMyHomework';
import { PageFrame } from '@/components/PageFrame';
import { formatDateTime } from '@/utils/time';
import '../student/i18n';
import { AnswerStatus } from '../student/StatusTag';

const BASE = '/studentFront/afterClassHomework';

function nextStep(row: MyHomeworkRow): { to: string; label: string } {
  if (row.status === null) return { to: `${BASE}/write?id=${row.id}`, label: 'write' };
  if (row.status === 'draft') return { to: `${BASE}/write?id=${row.id}`, label: 'continue' };
  if (row.status === 'returned') return { to: `${BASE}/write?id=${row.id}`, label: 'rework' };
  return { to: `${BASE}/preview?id=${row.id}`, label: 'view' };
}

export default function HomeworkPage() {
  const { t } = useTranslation('studentHomework');
  const homework = useMyHomework();
  return (
    <PageFrame titleKey="route.homework">
      {homework.isLoading ? (
        <Skeleton active />
      ) : (homework.data ?? []).length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <List
          dataSource={homework.data ?? []}
          grid={{ gutter: 16, xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          data-testid="homework-list"
          renderItem={(row) => {
            const step = nextStep(row);
            return (
              <List.Item>
                <Card
                  size="small"
                  title={row.title}
                  data-testid={`homework-card-${row.id}`}
                  actions={[
                    <Link key="go" to={step.to} data-testid={`homework-go-${row.id}`}>
                      {t(step.label)}
                    </Link>,
                  ]}
                >
                  <Space direction="vertical" size={4}>
                    <AnswerStatus status={row.status} late={row.late} />
                    <Typography.Text type="secondary">{`${t('class')}：${row.class_name}`}</Typography.Text>
                    <Typography.Text type="secondary">{`${t('dueAt')}：${formatDateTime(row.due_at)}`}</Typography.Text>
                    <Typography.Text type="secondary">
                      {`${t('fullScore', { score: row.full_score })} · ${t(`latePolicies.${row.late_policy}`)}`}
                    </Typography.Text>
                    {row.score !== null && (
                      <Typography.Text strong style={{ color: '#389e0d' }} data-testid={`homework-score-${row.id}`}>
                        {t('score', { score: row.score, full: row.full_score })}
                      </Typography.Text>
                    )}
                  </Space>
                </Card>
              </List.Item>
            );
          }}
        />
      )}
    </PageFrame>
  );
}
