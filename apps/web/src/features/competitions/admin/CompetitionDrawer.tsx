// Creating and editing a competition: name, region, cover, organiser, contact, who may enter, tracks, the dated
// stages and the two rich texts (introduction, service information). Tracks keep their ids when edited.
import { PlusOutlined } from '@ant-design/icons';
import {
  COMPETITION_STAGE_KINDS,
  type CompetitionAdminItem,
  type CompetitionAdminListItem,
  type CompetitionInput,
  type CompetitionStageKind,
} from '@etp/contracts';
import { Button, Form, Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompetition } from '@/api/competitions/getCompetition';
import { useSaveCompetition } from '@/api/competitions/saveCompetition';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { ImageField } from '@/components/admin/ImageField';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { COMPETITION_NS } from '../i18n';

type StageDates = { starts_on?: string; ends_on?: string };
export interface CompetitionValues {
  name: string;
  region_code: string | null;
  cover: string;
  organizer: string;
  contact: string;
  eligibility: string;
  intro: string;
  service_info: string;
  tracks: { id?: number; name: string }[];
  stages: Partial<Record<CompetitionStageKind, StageDates>>;
}

const KNOWN = [
  'name',
  'region_code',
  'cover',
  'organizer',
  'contact',
  'eligibility',
  'intro',
  'service_info',
  'tracks',
];

export function toValues(item: CompetitionAdminItem): CompetitionValues {
  return {
    name: item.name,
    region_code: item.region_code,
    cover: item.cover,
    organizer: item.organizer,
    contact: item.contact,
    eligibility: item.eligibility,
    intro: item.intro,
    service_info: item.service_info,
    tracks: item.tracks,
    stages: Object.fromEntries(item.stages.map((s) => [s.kind, { starts_on: s.starts_on, ends_on: s.ends_on }])),
  };
}

export function toBody(values: CompetitionValues): CompetitionInput {
  return {
    ...values,
    region_code: values.region_code || null,
    tracks: (values.tracks ?? []).filter((t) => t?.name?.trim()),
    stages: COMPETITION_STAGE_KINDS.flatMap((kind) => {
      const dates = values.stages?.[kind];
      return dates?.starts_on && dates.ends_on ? [{ kind, starts_on: dates.starts_on, ends_on: dates.ends_on }] : [];
    }),
  };
}

export function useCompetitionDialog() {
  const save = useSaveCompetition();
  return useFormDialog<CompetitionAdminListItem, CompetitionValues>({
    toValues: () => ({}),
    initialValues: { tracks: [{ name: '' }], stages: {}, cover: '', intro: '', service_info: '' },
    save: (values, row) => save.mutateAsync({ id: row?.id, body: toBody(values) }),
    fieldErrors: { known: KNOWN },
  });
}

export function CompetitionDrawer({ dialog }: { dialog: FormDialog<CompetitionAdminListItem, CompetitionValues> }) {
  const { t } = useTranslation(COMPETITION_NS);
  const row = dialog.editing;
  const item = useCompetition(row?.id ?? 0);
  const loaded = row && item.data ? toValues(item.data) : undefined;
  return (
    <FormDrawer
      dialog={dialog}
      title={row ? t('admin.edit') : t('admin.add')}
      values={loaded}
      placeholder={row && !loaded ? <Spin /> : undefined}
      width="min(920px, 100vw)"
      formTestId="competition-form"
      submitTestId="competition-save"
      drawerTestId="competition-drawer"
    >
      <Form.Item name="name" label={t('admin.name')} rules={[{ required: true }]}>
        <Input maxLength={100} data-testid="competition-name" />
      </Form.Item>
      <Form.Item name="region_code" label={t('admin.region')}>
        <RegionCascader />
      </Form.Item>
      <Form.Item name="cover" label={t('admin.cover')}>
        <ImageField />
      </Form.Item>
      <Form.Item name="organizer" label={t('organizer')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="contact" label={t('contact')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="eligibility" label={t('eligibility')}>
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
      <Form.Item label={t('tracks')} required>
        <Form.List name="tracks">
          {(fields, { add, remove }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline">
                  <Form.Item name={[field.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Form.Item name={[field.name, 'name']} noStyle>
                    <Input maxLength={50} aria-label={`${t('admin.trackName')} ${i + 1}`} data-testid={`track-${i}`} />
                  </Form.Item>
                  <Button onClick={() => remove(field.name)} aria-label={`${t('admin.trackName')} ${i + 1} ×`}>
                    ×
                  </Button>
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ name: '' })}>
                {t('admin.addTrack')}
              </Button>
            </Space>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item label={t('admin.stages')} required>
        <Space orientation="vertical" style={{ width: '100%' }}>
          {COMPETITION_STAGE_KINDS.map((kind) => (
            <Space key={kind} wrap>
              <span style={{ display: 'inline-block', width: 56 }}>{t(`stage.${kind}`)}</span>
              <Form.Item name={['stages', kind, 'starts_on']} noStyle>
                <Input
                  type="date"
                  aria-label={`${t(`stage.${kind}`)} ${t('admin.from')}`}
                  data-testid={`stage-${kind}-from`}
                />
              </Form.Item>
              <Form.Item name={['stages', kind, 'ends_on']} noStyle>
                <Input
                  type="date"
                  aria-label={`${t(`stage.${kind}`)} ${t('admin.to')}`}
                  data-testid={`stage-${kind}-to`}
                />
              </Form.Item>
            </Space>
          ))}
        </Space>
      </Form.Item>
      <Form.Item name="intro" label={t('intro')}>
        <RichTextEditor label={t('intro')} />
      </Form.Item>
      <Form.Item name="service_info" label={t('serviceInfo')}>
        <RichTextEditor label={t('serviceInfo')} />
      </Form.Item>
    </FormDrawer>
  );
}
