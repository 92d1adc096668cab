// /project/student/theoryTest/result?id=<attempt>: one attempt's detail (exam detail) for staff.
import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { primaryRole, useSession } from '@/stores/session';
import { AttemptDetail } from '../components/AttemptDetail';

export default function ProjectExamResultView() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const role = primaryRole(useSession((s) => s.user));
  return (
    <Card title={t('views.project/examResult')} data-view="project/examResult">
      {id > 0 ? <AttemptDetail id={id} canMark={role === 'trainer' || role === 'teacher'} /> : <Empty />}
    </Card>
  );
}
