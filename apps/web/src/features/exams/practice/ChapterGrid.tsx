// The course's chapters as cards with their practice progress, a random round, and the wrong-answer book's round.
import type { PracticeChapter, PracticeCourse } from '@etp/contracts';
import { Button, Card, Col, Progress, Row, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Round } from './PracticeSession';

export const RANDOM_COUNT = 10;

const percent = (part: number, whole: number) => (whole ? Math.round((part * 100) / whole) : 0);

export function ChapterGrid({ course, onStart }: { course: PracticeCourse; onStart(round: Round): void }) {
  const { t } = useTranslation('practice');
  const chapter = (ch: PracticeChapter) => (
    <Col key={ch.chapter_id ?? 'other'} xs={24} sm={12} lg={8}>
      <Card size="small" title={ch.title} data-testid="practice-chapter" style={{ height: '100%' }}>
        <Progress
          percent={percent(ch.answered, ch.total)}
          success={{ percent: percent(ch.right, ch.total) }}
          aria-label={t('chapterStats', ch)}
        />
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 12px' }}>
          {ch.total ? t('chapterStats', ch) : t('noQuestions')}
        </Typography.Paragraph>
        <Button
          type="primary"
          block
          disabled={!ch.total}
          onClick={() =>
            onStart(
              ch.chapter_id === null
                ? { mode: 'random', title: t('random') }
                : { mode: 'chapter', chapterId: ch.chapter_id, title: ch.title },
            )
          }
        >
          {ch.answered ? t('goOn') : t('start')}
        </Button>
      </Card>
    </Col>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space direction="vertical" size={0}>
            <Typography.Text strong>{t('summary', course)}</Typography.Text>
            <Typography.Text type="secondary">{t('randomHint', { count: RANDOM_COUNT })}</Typography.Text>
          </Space>
          <Space wrap>
            <Button
              type="primary"
              data-testid="practice-random"
              disabled={!course.total}
              onClick={() => onStart({ mode: 'random', title: t('random') })}
            >
              {t('random')}
            </Button>
            <Button disabled={!course.wrong} onClick={() => onStart({ mode: 'wrong', title: t('wrongPractice') })}>
              {t('wrongPractice')} ({course.wrong})
            </Button>
          </Space>
        </Space>
      </Card>
      <Row gutter={[12, 12]}>{course.chapters.map(chapter)}</Row>
    </Space>
  );
}
