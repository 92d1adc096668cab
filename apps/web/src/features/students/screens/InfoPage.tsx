// /studentFront/info: the student's profile, class and course, the verified label (is_compare), the face photo
// (registered or not, with the registration dialog) and whether the follow-up survey is answered.
import { Alert, Avatar, Button, Descriptions, Space, Tag } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFaceStatus } from '@/api/face/checks';
import { useStudentDetail } from '@/api/students/getStudentDetail';
import { getUserInfo } from '@/api/users/getUserInfo';
import { PageFrame } from '@/components/PageFrame';
import { LazyFaceCheckDialog } from '@/features/face';
import { useSession } from '@/stores/session';
import '../centre/i18n';

export default function InfoPage() {
  const { t } = useTranslation('studentFront');
  const user = useSession((s) => s.user);
  const detail = useStudentDetail();
  const face = useFaceStatus();
  const [registering, setRegistering] = useState(false);
  const verified = (face.data?.is_compare ?? user?.is_compare) === 1;
  const none = t('info.none');

  const registered = async () => {
    setRegistering(false);
    await face.refetch();
    const info = await getUserInfo().catch(() => null);
    if (info) useSession.getState().setUser(info);
  };

  return (
    <PageFrame titleKey="route.info">
      <Space align="center" size={16} style={{ marginBottom: 16 }} wrap>
        <Avatar size={64} src={user?.avatar || undefined}>
          {user?.name?.slice(0, 1)}
        </Avatar>
        <div>
          <div style={{ fontSize: 18, fontWeight: 600 }}>{user?.name}</div>
          <Tag color={verified ? 'green' : 'default'} data-testid="info-verified">
            {verified ? t('info.verified') : t('info.unverified')}
          </Tag>
        </div>
      </Space>
      {face.data?.paused && <Alert type="error" showIcon title={t('info.facePaused')} style={{ marginBottom: 16 }} />}
      <Descriptions title={t('info.profile')} column={{ xs: 1, sm: 1, md: 2 }} bordered size="small">
        <Descriptions.Item label={t('info.name')}>{detail.data?.name ?? user?.name}</Descriptions.Item>
        <Descriptions.Item label={t('info.account')}>{user?.username}</Descriptions.Item>
        <Descriptions.Item label={t('info.institution')}>{detail.data?.institution?.name ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('info.className')}>{detail.data?.group?.name ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('info.course')}>{detail.data?.course?.name ?? none}</Descriptions.Item>
        <Descriptions.Item label={t('info.identity')}>
          {verified ? t('info.verified') : t('info.unverified')}
        </Descriptions.Item>
        <Descriptions.Item label={t('info.face')}>
          <Space wrap>
            <span data-testid="info-face">
              {face.data?.registered ? t('info.faceRegistered') : t('info.faceMissing')}
            </span>
            {face.data && !face.data.registered && (
              <Button size="small" type="primary" onClick={() => setRegistering(true)} data-testid="info-register-face">
                {t('info.registerFace')}
              </Button>
            )}
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('info.survey')}>
          {detail.data?.service_is_survey === 1 ? t('info.surveyDone') : t('info.surveyOpen')}
        </Descriptions.Item>
      </Descriptions>
      {registering && (
        <Suspense fallback={null}>
          <LazyFaceCheckDialog
            open
            purpose="study_start"
            onPassed={() => void registered()}
            onCancel={() => setRegistering(false)}
          />
        </Suspense>
      )}
    </PageFrame>
  );
}
