// Create or edit a course: name, introduction, cover, required study hours and the face rules of live and video study.
import { COURSE_REQUIRED_HOURS_MAX, type CourseInput, type CourseRow } from '@etp/contracts';
import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveCourse } from '@/api/courses/saveCourse';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { ImageField } from '@/components/admin/ImageField';
import { useFormDialog } from '@/components/admin/useFormDialog';

type CourseValues = Omit<CourseInput, 'live_face_photograph' | 'study_face_check'> & {
  live_face_photograph: boolean;
  study_face_check: boolean;
};

const FIELDS = ['name', 'name_en', 'intro', 'cover', 'required_hours', 'sort'];

export function useCourseDialog() {
  const save = useSaveCourse();
  return useFormDialog<CourseRow, CourseValues>({
    initialValues: { required_hours: 0, sort: 0, live_face_photograph: false, study_face_check: false, cover: '' },
    toValues: (row) => ({
      name: row.name,
      name_en: row.name_en,
      intro: row.intro,
      cover: row.cover,
      required_hours: row.required_hours,
      sort: row.sort,
      live_face_photograph: row.live_face_photograph === 1,
      study_face_check: row.study_face_check === 1,
    }),
    save: (values, row) =>
      save.mutateAsync({
        id: row?.id,
        name: values.name,
        name_en: values.name_en ?? '',
        intro: values.intro ?? '',
        cover: values.cover ?? '',
        required_hours: values.required_hours ?? 0,
        sort: values.sort ?? 0,
        live_face_photograph: values.live_face_photograph ? 1 : 0,
        study_face_check: values.study_face_check ? 1 : 0,
      }),
    fieldErrors: { known: FIELDS },
  });
}

export function CourseDrawer({ dialog }: { dialog: ReturnType<typeof useCourseDialog> }) {
  const { t } = useTranslation('courses');
  const row = dialog.editing;
  return (
    <FormDrawer
      dialog={dialog}
      title={row ? t('editTitle', { name: row.name }) : t('createTitle')}
      width={560}
      submitTestId="course-save"
      formTestId="course-form"
    >
      <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('name') }]}>
        <Input maxLength={80} data-testid="course-name" />
      </Form.Item>
      <Form.Item name="name_en" label={t('nameEn')}>
        <Input maxLength={120} />
      </Form.Item>
      <Form.Item name="required_hours" label={t('requiredHours')} rules={[{ required: true }]}>
        <InputNumber min={0} max={COURSE_REQUIRED_HOURS_MAX} addonAfter={t('hoursUnit')} data-testid="course-hours" />
      </Form.Item>
      <Form.Item name="cover" label={t('cover')}>
        <ImageField testId="course-cover" />
      </Form.Item>
      <Form.Item name="intro" label={t('intro')}>
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="live_face_photograph" label={t('livePhoto')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="study_face_check" label={t('studyFaceCheck')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="sort" label={t('sort')}>
        <InputNumber min={0} max={9999} />
      </Form.Item>
    </FormDrawer>
  );
}
