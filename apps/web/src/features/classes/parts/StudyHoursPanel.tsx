// The class's credited study time per student (and per day, expanded), for its teacher, trainers and regional staff.
// Every figure is the ledger's seconds through the one formatter of study time (formatStudyTime, issue 28: 3, 4).
import { formatStudyDuration, formatStudyTime } from '@etp/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useClassHours } from '@/api/learning/reads';

export function StudyHoursPanel({ classId }: { classId: number }) {
  const { t, i18n } = useTranslation('classes');
  const locale = i18n.language;
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
          {
            title: t('studyHoursValue', { minutes: perHour }),
            key: 'hours',
            render: (_, r) => <span data-testid="class-study-time">{formatStudyTime(r.seconds, perHour, locale)}</span>,
          },
        ]}
        expandable={{
          rowExpandable: (r) => r.days.length > 0,
          expandedRowRender: (r) => (
            <ul style={{ margin: 0 }} aria-label={t('studyHoursDays')}>
              {r.days.map((d) => (
                <li key={d.day}>{`${d.day}: ${formatStudyDuration(d.seconds, locale)}`}</li>
              ))}
            </ul>
          ),
        }}
      />
    </div>
  );
}
