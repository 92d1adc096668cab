// Back-office view 'teacher/home': the teacher's personal centre (GET/PUT /f/v1/homes/teacher): profile, institution,
// work counts; the teacher edits phone, avatar and introduction.
import type { TeacherHome, TeacherHomeUpdate } from '@etp/contracts';
import { Avatar, Button, Card, Col, Descriptions, Form, Input, Row, Skeleton, Statistic } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useTeacherHome } from '@/api/teachers/getTeacherHome';
import { useUpdateTeacherHome } from '@/api/teachers/updateTeacherHome';
import { ImageField } from '@/components/admin/ImageField';
import { useFormSubmit } from '@/components/admin/useFormSubmit';
import '../i18n';

const STATS: (keyof TeacherHome['stats'])[] = [
  'classes',
  'running_classes',
  'students',
  'to_verify',
  'pending_surveys',
];

export default function TeacherHomeView() {
  const { t } = useTranslation();
  const { t: tt } = useTranslation('teacher');
  const home = useTeacherHome();
  const update = useUpdateTeacherHome();
  const [form] = Form.useForm<TeacherHomeUpdate>();
  const saving = useFormSubmit(form, {
    saved: tt('saved'),
    fieldErrors: { known: ['name', 'phone', 'intro', 'avatar'] },
  });
  const data = home.data;
  useEffect(() => {
    if (data) form.setFieldsValue({ name: data.name, phone: data.phone, intro: data.intro, avatar: data.avatar });
  }, [data, form]);

  if (!data) return <Card title={t('views.teacher/home')}>{<Skeleton active />}</Card>;
  return (
    <div data-view="teacher/home">
      <Card style={{ marginBottom: 16 }}>
        <Row gutter={[16, 16]} align="middle">
          <Col flex="none">
            <Avatar size={72} src={data.avatar || undefined}>
              {data.name.slice(0, 1)}
            </Avatar>
          </Col>
          <Col flex="auto">
            <Descriptions size="small" column={{ xs: 1, md: 3 }} title={data.name}>
              <Descriptions.Item label={tt('username')}>{data.username}</Descriptions.Item>
              <Descriptions.Item label={tt('institution')}>{data.institution?.name ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={tt('region')}>{data.region || '—'}</Descriptions.Item>
            </Descriptions>
          </Col>
        </Row>
        <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
          {STATS.map((key) => (
            <Col key={key} flex="1 1 140px">
              <Statistic title={tt(`stats.${key}`)} value={data.stats[key]} />
            </Col>
          ))}
        </Row>
      </Card>
      <Card title={tt('profile')}>
        <Form form={form} layout="vertical" style={{ maxWidth: 560 }} data-testid="teacher-profile">
          <Form.Item name="name" label={tt('name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item
            name="phone"
            label={tt('phone')}
            rules={[{ required: true, pattern: /^1[3-9]\d{9}$/, message: tt('phoneInvalid') }]}
          >
            <Input maxLength={11} inputMode="tel" data-testid="teacher-phone" />
          </Form.Item>
          <Form.Item name="avatar" label={tt('avatar')}>
            <ImageField />
          </Form.Item>
          <Form.Item name="intro" label={tt('intro')}>
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
          <Button
            type="primary"
            loading={saving.saving}
            data-testid="teacher-save"
            onClick={() => void saving.run((values) => update.mutateAsync(values))}
          >
            {tt('save')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
