// /studentFront/demand/detail?id=<course>&lesson=<lesson>: the player with the chapter list; opens at the lesson
// asked for, or where the student left off.
import type { LessonProgress } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Col, List, Row, Tag, Typography } from 'antd';
import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { learningKeys } from '@/api/learning/keys';
import { useStudyOutline } from '@/api/learning/reads';
import { PageFrame } from '@/components/PageFrame';
import { RichText } from '@/components/RichText';
import { LazyFaceCheckDialog } from '@/features/face';
import { courseName, useStudyTime } from '../format';
import { LessonPlayer } from '../LessonPlayer';
import '../i18n';
import styles from './StudyPage.module.css';

/**
 * The face check the server asks for (body code 301): the camera dialog records the check on the server; the player
 * resumes with its next report, which the server credits only after that pass. Closing the dialog resumes too, and
 * the server asks again.
 */
const faceCheck = ({ lessonId, done }: { lessonId: number; done: () => void }) => (
  <Suspense fallback={null}>
    <LazyFaceCheckDialog open purpose="study_start" lessonId={lessonId} onPassed={done} onCancel={done} />
  </Suspense>
);

export default function DemandDetailPage() {
  const { t } = useTranslation('learning');
  const time = useStudyTime();
  const [search, setSearch] = useSearchParams();
  const courseId = Number(search.get('id')) || 0;
  const { data } = useStudyOutline(courseId);
  const client = useQueryClient();
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: learningKeys.all }), [client]);
  const renewMedia = useCallback(
    () => void client.invalidateQueries({ queryKey: learningKeys.course(courseId) }),
    [client, courseId],
  );
  const lessons = data?.chapters.flatMap((c) => c.lessons) ?? [];
  const wanted = Number(search.get('lesson')) || data?.resume?.lesson_id || 0;
  const lesson = lessons.find((l) => l.id === wanted) ?? lessons.find((l) => l.kind === 'video');
  const pick = (l: LessonProgress) => setSearch({ id: String(courseId), lesson: String(l.id) });

  return (
    <PageFrame titleKey="route.demandDetail" extra={<Link to="/studentFront/demand">{t('back')}</Link>}>
      {data && (
        <Row gutter={[16, 16]} data-testid="demand-detail">
          <Col xs={24} lg={16}>
            <Typography.Title level={5}>
              {courseName(data)}
              {lesson ? ` · ${lesson.title}` : ''}
            </Typography.Title>
            {lesson?.kind === 'video' ? (
              <LessonPlayer
                key={lesson.id}
                lesson={lesson}
                onProgress={refresh}
                renewMedia={renewMedia}
                renderFaceCheck={faceCheck}
              />
            ) : lesson?.kind === 'document' && lesson.content ? (
              <div className={styles.document} data-testid="lesson-document">
                <RichText html={lesson.content} />
              </div>
            ) : lesson ? (
              <Alert type="info" showIcon message={t('document')} />
            ) : (
              <Alert type="info" showIcon message={t('pickLesson')} />
            )}
          </Col>
          <Col xs={24} lg={8}>
            <Typography.Title level={5}>{t('chapters')}</Typography.Title>
            {data.chapters.map((chapter) => (
              <List
                key={chapter.id}
                size="small"
                header={<b>{chapter.title}</b>}
                dataSource={chapter.lessons}
                renderItem={(l) => (
                  <List.Item
                    onClick={() => pick(l)}
                    style={{ cursor: 'pointer', background: l.id === lesson?.id ? '#e6f4ff' : undefined }}
                    data-testid={`lesson-${l.id}`}
                  >
                    <span>{l.title}</span>
                    {l.completed ? (
                      <Tag color="green">{t('completed')}</Tag>
                    ) : (
                      <Typography.Text type="secondary">
                        {t('learnedTime', { time: time.duration(l.credited_seconds) })}
                      </Typography.Text>
                    )}
                  </List.Item>
                )}
              />
            ))}
          </Col>
        </Row>
      )}
    </PageFrame>
  );
}
