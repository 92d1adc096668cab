// /studentFront/practise (issue 14): the courses of the student's classes, their chapters with practice progress,
// a round by chapter, at random or from the wrong-answer book with instant feedback, and the wrong-answer book.
import { Empty, Select, Space, Spin, Tabs } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePracticeCourses } from '@/api/exams/practice';
import { PageFrame } from '@/components/PageFrame';
import '../i18n';
import '../practice/i18n';
import { ChapterGrid } from '../practice/ChapterGrid';
import { PracticeSession, type Round } from '../practice/PracticeSession';
import { WrongBook } from '../practice/WrongBook';

export default function PractisePage() {
  const { t } = useTranslation('practice');
  const courses = usePracticeCourses();
  const [chosen, setChosen] = useState<number | null>(null);
  const [tab, setTab] = useState('chapters');
  const [round, setRound] = useState<Round | null>(null);
  const list = courses.data ?? [];
  const course = list.find((c) => c.course_id === chosen) ?? list[0];

  const picker =
    list.length > 1 && !round ? (
      <Select
        aria-label={t('course')}
        style={{ minWidth: 200, maxWidth: '100%' }}
        value={course?.course_id}
        options={list.map((c) => ({ value: c.course_id, label: c.course_name }))}
        onChange={(id: number) => setChosen(id)}
      />
    ) : null;

  let body: ReactNode;
  if (courses.isPending) body = <Spin />;
  else if (!course) body = <Empty description={t('noCourses')} />;
  else if (round)
    body = (
      <PracticeSession
        key={`${course.course_id}-${round.mode}-${round.chapterId ?? ''}`}
        courseId={course.course_id}
        round={round}
        onClose={() => setRound(null)}
      />
    );
  else
    body = (
      <Space direction="vertical" style={{ width: '100%' }}>
        {list.length === 1 && <strong>{course.course_name}</strong>}
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'chapters',
              label: t('tabs.chapters'),
              children: <ChapterGrid course={course} onStart={setRound} />,
            },
            {
              key: 'wrong',
              label: `${t('tabs.wrong')} (${course.wrong})`,
              children: (
                <WrongBook
                  courseId={course.course_id}
                  onPractise={() => setRound({ mode: 'wrong', title: t('wrongPractice') })}
                />
              ),
            },
          ]}
        />
      </Space>
    );
  return (
    <PageFrame titleKey="route.practise" extra={picker}>
      {body}
    </PageFrame>
  );
}
