// The class's credited study time per student (and per day, expanded), for its teacher, trainers and regional staff.
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClassHours } from '@/api/learning/reads';

export function StudyHoursPanel({ classId }: { classId: number }) {
  const { t } = useTranslation('classes');
  const { data, isLoading } = useClassHours(classId);
  const perHour = data?.hour_minutes ?? 45;
  return (
    <div data-testid="class-study-hours">
      <Table
        rowKey="user_id"
        size="small"
        loading={isLoading}
        scroll={{ x: 420 }}
        dataSource={data?.rows ?? []}
        columns={[
          { title: t('studyHoursStudent'), dataIndex: 'name' },
          { title: t('studyHoursMinutes'), key: 'minutes', render: (_, r) => Math.floor(r.seconds / 60) },
          { title: t('studyHoursValue', { minutes: perHour }), dataIndex: 'hours' },
        ]}
        expandable={{
          rowExpandable: (r) => r.days.length > 0,
          expandedRowRender: (r) => (
            <ul style={{ margin: 0 }} aria-label={t('studyHoursDays')}>
              {r.days.map((d) => (
                <li key={d.day}>{`${d.day}: ${Math.floor(d.seconds / 60)}`}</li>
              ))}
            </ul>
          ),
        }}
      />
    </div>
  );
}
