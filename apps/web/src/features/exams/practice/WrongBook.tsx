// The wrong-answer book of a course: each question with the last wrong answer, the key and the analysis, removable
// one by one or all at once; a round of its questions starts from here too.
import type { PracticeWrongRow } from '@etp/contracts';
import { Button, Card, Descriptions, Empty, Flex, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClearWrong, useWrongBook } from '@/api/exams/practice';
import { RichText } from '@/components/RichText';
import { formatDateTime } from '@/utils/time';
import { answerText } from './answerText';

const SIZE = 10;

export function WrongBook({ courseId, onPractise }: { courseId: number; onPractise(): void }) {
  const { t } = useTranslation('practice');
  const { t: te } = useTranslation('exams');
  const [page, setPage] = useState(1);
  const book = useWrongBook(courseId, { page, size: SIZE });
  const clear = useClearWrong(courseId);
  const words = { true: te('true'), false: te('false') };
  const total = book.data?.total ?? 0;
  const shown = book.data?.list.length ?? 0;
  // Clearing the last entry of a later page goes back a page.
  useEffect(() => {
    if (book.isSuccess && page > 1 && shown === 0) setPage((p) => p - 1);
  }, [book.isSuccess, page, shown]);

  const item = (row: PracticeWrongRow) => (
    <List.Item key={row.question_id} style={{ display: 'block', padding: '6px 0' }}>
      <Card
        size="small"
        data-testid="wrong-item"
        title={
          <Space wrap>
            <Tag>{te(`type.${row.type}`)}</Tag>
            <Typography.Text type="secondary">{row.chapter_title || t('other')}</Typography.Text>
          </Space>
        }
        extra={
          <Button
            size="small"
            loading={clear.isPending && clear.variables === row.question_id}
            onClick={() => clear.mutate(row.question_id)}
          >
            {t('clear')}
          </Button>
        }
      >
        <RichText html={row.stem} className="" />
        {row.options.length > 0 && (
          <ul style={{ paddingLeft: 0, listStyle: 'none' }}>
            {row.options.map((o) => (
              <li key={o.key}>
                {o.key}. {o.text}
              </li>
            ))}
          </ul>
        )}
        <Descriptions size="small" column={1}>
          <Descriptions.Item label={t('yourAnswer')}>
            <Typography.Text type="danger" style={{ whiteSpace: 'pre-wrap' }}>
              {answerText(row.type, row.last_answer, words)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('key')}>
            <Typography.Text type="success" style={{ whiteSpace: 'pre-wrap' }}>
              {answerText(row.type, row.key, words, true)}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('analysis')}>{row.analysis || t('noAnalysis')}</Descriptions.Item>
          <Descriptions.Item label={t('lastAt')}>
            {formatDateTime(row.last_at)} · {t('wrongCount', { count: row.wrong_count })}
          </Descriptions.Item>
        </Descriptions>
      </Card>
    </List.Item>
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Flex justify="flex-end" wrap gap={8}>
        <Button type="primary" disabled={!total} onClick={onPractise}>
          {t('wrongPractice')}
        </Button>
        <Popconfirm title={t('clearAllConfirm')} onConfirm={() => clear.mutate(null)} disabled={!total}>
          <Button danger disabled={!total} data-testid="wrong-clear-all">
            {t('clearAll')}
          </Button>
        </Popconfirm>
      </Flex>
      <List
        loading={book.isPending}
        dataSource={book.data?.list ?? []}
        renderItem={item}
        locale={{ emptyText: <Empty description={t('wrongEmpty')} /> }}
        pagination={
          total > SIZE
            ? { current: page, pageSize: SIZE, total, onChange: setPage, size: 'small', showSizeChanger: false }
            : false
        }
      />
    </Space>
  );
}
