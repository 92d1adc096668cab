// Create or edit a class: course, dates, capacity, mode, place, trainers and the schedule of sessions.

import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CLASS_CAPACITY_MAX,
  CLASS_MODES,
  type ClassDetail,
  type ClassInput,
  type ClassRow,
  SESSION_KINDS,
  siteLocalInput,
  siteLocalToIso,
} from '@etp/contracts';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { getClass } from '@/api/classes/getClass';
import { useCourses } from '@/api/classes/listCourses';
import { useTrainers } from '@/api/classes/listTrainers';
import { useSaveClass } from '@/api/classes/saveClass';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';

interface SessionValues {
  starts_at: string;
  ends_at: string;
  kind: ClassInput['sessions'][number]['kind'];
  place?: string;
  live_url?: string;
}
export type ClassValues = Omit<ClassInput, 'sessions'> & { sessions: SessionValues[] };

/** ISO time <-> the value of an <input type="datetime-local">: the site's wall clock, whatever the browser's zone. */
const toLocal = siteLocalInput;
const toIso = siteLocalToIso;

const FIELDS = ['name', 'course_id', 'start_date', 'end_date', 'capacity', 'mode', 'place', 'trainer_ids', 'sessions'];

export function useClassDialog() {
  const save = useSaveClass();
  return useFormDialog<ClassRow & Partial<Pick<ClassDetail, 'sessions' | 'trainers'>>, ClassValues>({
    initialValues: { capacity: 30, mode: 'offline', sessions: [], trainer_ids: [] },
    toValues: (row) => ({
      name: row.name,
      course_id: row.course_id ?? undefined,
      start_date: row.start_date ?? '',
      end_date: row.end_date ?? '',
      capacity: row.capacity,
      mode: row.mode,
      place: row.place,
      trainer_ids: row.trainers?.map((x) => x.id) ?? [],
      sessions: (row.sessions ?? []).map((s) => ({
        starts_at: toLocal(s.starts_at),
        ends_at: toLocal(s.ends_at),
        kind: s.kind,
        place: s.place,
        live_url: s.live_url,
      })),
    }),
    save: (values, row) =>
      save.mutateAsync({
        ...values,
        id: row?.id,
        place: values.place ?? '',
        trainer_ids: values.trainer_ids ?? [],
        sessions: (values.sessions ?? []).map((s) => ({
          starts_at: toIso(s.starts_at),
          ends_at: toIso(s.ends_at),
          kind: s.kind,
          place: s.place ?? '',
          live_url: s.live_url ?? '',
          trainer_id: null,
        })),
      }),
    fieldErrors: { known: FIELDS, fallback: { 409: 'name' } },
  });
}

/** Opens the drawer on a class with its schedule loaded. */
export async function openClassForEdit(dialog: ReturnType<typeof useClassDialog>, row: ClassRow) {
  dialog.openEdit({ ...row, ...(await getClass(row.id)) });
}

export function ClassDrawer({
  dialog,
}: {
  dialog: ReturnType<typeof useClassDialog> | FormDialog<ClassRow, ClassValues>;
}) {
  const { t } = useTranslation('classes');
  const courses = useCourses();
  const trainers = useTrainers(dialog.open);
  const row = dialog.editing;
  const required = (key: string) => [{ required: true, message: t(key) }];
  return (
    <FormDrawer
      dialog={dialog as FormDialog<ClassRow, ClassValues>}
      title={row ? t('editTitle', { name: row.name }) : t('createTitle')}
      width={640}
      submitTestId="class-save"
      formTestId="class-form"
    >
      <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, message: t('name') }]}>
        <Input maxLength={60} data-testid="class-name" />
      </Form.Item>
      <Form.Item name="course_id" label={t('course')} rules={required('course')}>
        <Select
          data-testid="class-course"
          loading={courses.isLoading}
          options={(courses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Space.Compact block>
        <Form.Item name="start_date" label={t('start')} rules={required('start')} style={{ flex: 1 }}>
          <Input type="date" data-testid="class-start" />
        </Form.Item>
        <Form.Item name="end_date" label={t('end')} rules={required('end')} style={{ flex: 1 }}>
          <Input type="date" data-testid="class-end" />
        </Form.Item>
      </Space.Compact>
      <Form.Item name="capacity" label={t('capacity')} rules={required('capacity')}>
        <InputNumber min={1} max={CLASS_CAPACITY_MAX} style={{ width: 160 }} data-testid="class-capacity" />
      </Form.Item>
      <Form.Item name="mode" label={t('modeLabel')} rules={required('modeLabel')}>
        <Select options={CLASS_MODES.map((m) => ({ value: m, label: t(`mode.${m}`) }))} />
      </Form.Item>
      <Form.Item name="place" label={t('place')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="trainer_ids" label={t('trainers')}>
        <Select mode="multiple" options={(trainers.data ?? []).map((x) => ({ value: x.id, label: x.name }))} />
      </Form.Item>
      <Form.List name="sessions">
        {(fields, { add, remove }) => (
          <Form.Item label={t('sessions')}>
            {fields.map(({ key, name }) => (
              <Space key={key} wrap align="start" style={{ marginBottom: 8 }}>
                <Form.Item name={[name, 'starts_at']} rules={required('sessionStart')} noStyle>
                  <Input type="datetime-local" aria-label={t('sessionStart')} />
                </Form.Item>
                <Form.Item name={[name, 'ends_at']} rules={required('sessionEnd')} noStyle>
                  <Input type="datetime-local" aria-label={t('sessionEnd')} />
                </Form.Item>
                <Form.Item name={[name, 'kind']} rules={required('sessionKind')} noStyle>
                  <Select
                    style={{ width: 110 }}
                    options={SESSION_KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
                  />
                </Form.Item>
                <Form.Item name={[name, 'place']} noStyle>
                  <Input placeholder={t('sessionPlace')} style={{ width: 160 }} />
                </Form.Item>
                <Form.Item name={[name, 'live_url']} noStyle>
                  <Input placeholder={t('liveUrl')} style={{ width: 200 }} />
                </Form.Item>
                <MinusCircleOutlined onClick={() => remove(name)} aria-label="remove" />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ kind: 'theory' })} block>
              {t('addSession')}
            </Button>
          </Form.Item>
        )}
      </Form.List>
    </FormDrawer>
  );
}
