// /studentFront/report: credited study hours by course and whether the required hours are reached.
import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMyCourses } from '@/api/learning/reads';
import { PageFrame } from '@/components/PageFrame';
import { courseName, minutes } from '../format';
import '../i18n';

export default function ReportPage() {
  const { t } = useTranslation('learning');
  const { data, isLoading } = useMyCourses();
  return (
    <PageFrame titleKey="route.studentReport">
      <div data-testid="report-table">
        <Table
          rowKey="id"
          size="small"
          loading={isLoading}
          pagination={false}
          scroll={{ x: 560 }}
          dataSource={data ?? []}
          columns={[
            { title: t('course'), key: 'course', render: (_, c) => courseName(c) },
            { title: t('className'), dataIndex: 'class_name' },
            { title: t('creditedMinutes'), key: 'minutes', render: (_, c) => minutes(c.credited_seconds) },
            { title: t('hours'), dataIndex: 'hours' },
            {
              title: t('certificate'),
              key: 'certificate',
              render: (_, c) =>
                c.required_hours > 0 && c.hours >= c.required_hours ? (
                  <Tag color="green">{t('certificateDone')}</Tag>
                ) : (
                  <Tag>
                    {t('certificatePending', {
                      hours: Math.max(0, Math.round((c.required_hours - c.hours) * 100) / 100),
                    })}
                  </Tag>
                ),
            },
          ]}
        />
      </div>
    </PageFrame>
  );
}
