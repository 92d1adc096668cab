// /studentFront/report: for each of the student's classes, the hours against the requirement, whether they are
// eligible for a certificate and why not, and the certificate itself with its PDF.
import { DownloadOutlined } from '@ant-design/icons';
import type { MyCertificate, MyEligibilityItem } from '@etp/contracts';
import { Button, Card, Descriptions, Grid, List, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownloadCertificate, useMyCertificates } from '@/api/certificates/listMyCertificates';
import { useMyEligibility } from '@/api/reporting/getEligibility';
import { PageFrame } from '@/components/PageFrame';
import { localized } from '@/i18n/localized';
import { EligibilityTag, ReasonList } from '../eligibility/Reasons';
import { CERTIFICATES_NS } from '../i18n';

export default function StudentReportPage() {
  const { t } = useTranslation(CERTIFICATES_NS);
  const eligibility = useMyEligibility();
  const certificates = useMyCertificates();
  const download = useDownloadCertificate();
  // On a phone (below md) each class is a card: a table would scroll sideways (issue 28: 2).
  const phone = Grid.useBreakpoint().md === false;
  const byId = new Map((certificates.data ?? []).map((c) => [c.id, c]));
  const certificateCell = (row: MyEligibilityItem) => {
    const cert: MyCertificate | undefined = row.certificate ? byId.get(row.certificate.id) : undefined;
    if (!row.certificate || !cert) return <Tag>{t('noCertificate')}</Tag>;
    return (
      <div>
        <div data-testid="certificate-number">{cert.certificate_no}</div>
        <Tag color={cert.status === 'issued' ? 'green' : 'red'}>{t(`status.${cert.status}`)}</Tag>
        {cert.status === 'issued' && (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={download.isPending}
            onClick={() => download.mutate(cert)}
            data-testid="certificate-download"
          >
            {t('download')}
          </Button>
        )}
      </div>
    );
  };
  const hours = (r: MyEligibilityItem) => `${r.facts.hours} / ${r.facts.required_hours}`;
  if (phone)
    return (
      <PageFrame titleKey="route.studentReport">
        <div data-testid="report-table">
          <List<MyEligibilityItem>
            loading={eligibility.isLoading}
            dataSource={eligibility.data ?? []}
            locale={{ emptyText: t('noClasses') }}
            renderItem={(r) => (
              <List.Item style={{ padding: '6px 0' }}>
                <Card
                  size="small"
                  style={{ width: '100%' }}
                  title={localized(r.course_name, r.course_name_en)}
                  data-testid="report-card"
                >
                  <Descriptions size="small" column={1}>
                    <Descriptions.Item label={t('className')}>{r.class_name}</Descriptions.Item>
                    <Descriptions.Item label={t('hours')}>{hours(r)}</Descriptions.Item>
                    <Descriptions.Item label={t('eligibility')}>
                      <div data-testid="my-eligibility">
                        <EligibilityTag eligible={r.eligible} />
                        <ReasonList reasons={r.reasons} facts={r.facts} />
                      </div>
                    </Descriptions.Item>
                    <Descriptions.Item label={t('certificate')}>{certificateCell(r)}</Descriptions.Item>
                  </Descriptions>
                </Card>
              </List.Item>
            )}
          />
        </div>
      </PageFrame>
    );
  return (
    <PageFrame titleKey="route.studentReport">
      <div data-testid="report-table">
        <Table<MyEligibilityItem>
          rowKey="class_id"
          size="small"
          loading={eligibility.isLoading}
          pagination={false}
          scroll={{ x: 720 }}
          dataSource={eligibility.data ?? []}
          locale={{ emptyText: t('noClasses') }}
          columns={[
            { title: t('course'), key: 'course', render: (_, r) => localized(r.course_name, r.course_name_en) },
            { title: t('className'), dataIndex: 'class_name' },
            {
              title: t('hours'),
              key: 'hours',
              render: (_, r) => hours(r),
            },
            {
              title: t('eligibility'),
              key: 'eligibility',
              render: (_, r) => (
                <div data-testid="my-eligibility">
                  <EligibilityTag eligible={r.eligible} />
                  <ReasonList reasons={r.reasons} facts={r.facts} />
                </div>
              ),
            },
            { title: t('certificate'), key: 'certificate', render: (_, r) => certificateCell(r) },
          ]}
        />
      </div>
    </PageFrame>
  );
}
