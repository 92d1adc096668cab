// The student's theory tests: window, duration, scores, attempts, and plainly what is still missing.
import type { MyTest } from '@etp/contracts';
import { Alert, Button, Card, Descriptions, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyTests } from '@/api/exams/listMyTests';
import { formatDateTime } from '@/utils/time';

export function TestList({ onStart, starting }: { onStart(test: MyTest): void; starting: boolean }) {
  const { t } = useTranslation('exams');
  const tests = useMyTests();
  if (tests.isPending) return <Spin />;
  if (!tests.data?.length) return <Empty description={t('noTests')} />;
  const now = Date.now();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {tests.data.map((test) => {
        const open = Date.parse(test.opens_at) <= now && now < Date.parse(test.closes_at);
        const left = test.attempts_used < test.attempts_allowed || test.in_progress !== null;
        return (
          <Card
            key={test.id}
            size="small"
            title={test.paper_name}
            extra={test.class_name}
            // The paper's name wraps instead of being cut on a phone (issue 28: 2).
            styles={{ title: { whiteSpace: 'normal' }, extra: { whiteSpace: 'normal', maxWidth: '45%' } }}
            data-testid={`test-${test.id}`}
          >
            <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
              <Descriptions.Item label={t('window')}>
                {formatDateTime(test.opens_at)} ~ {formatDateTime(test.closes_at)}
              </Descriptions.Item>
              <Descriptions.Item label={t('duration')}>
                {t('minutes', { count: test.duration_minutes })}
              </Descriptions.Item>
              <Descriptions.Item label={t('score')}>
                {test.total_score} / {test.pass_score}
              </Descriptions.Item>
              <Descriptions.Item label={t('attempts')}>
                {test.attempts_used} / {test.attempts_allowed}
              </Descriptions.Item>
            </Descriptions>
            {test.missing.length > 0 && (
              <Alert type="warning" showIcon message={`${t('missing')}${test.missing.join('；')}`} />
            )}
            <Button
              type="primary"
              style={{ marginTop: 12 }}
              disabled={!open || !left || test.missing.length > 0}
              loading={starting}
              onClick={() => onStart(test)}
            >
              {test.in_progress ? t('resume') : t('start')}
            </Button>
          </Card>
        );
      })}
    </Space>
  );
}
