// Every field of a branded site, in tabs; saved at once, shown on the site at once.
import { type AdminSite, SITE_VARIANTS, type SiteInput } from '@etp/contracts';
import { Col, Form, Input, Radio, Row, Select, Switch, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSite } from '@/api/sites/saveSite';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { ImageField } from '@/components/admin/ImageField';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { LinksEditor } from './LinksEditor';

const TABS = {
  basic: [
    'domain',
    'variant',
    'website',
    'website_subtitle',
    'short_name',
    'wechat_name',
    'logo',
    'chat_template_id',
    'is_default',
    'show_startup_service',
  ],
  footer: [
    'links',
    'service_hotline',
    'technical_hotline',
    'business_hotline',
    'contact_address',
    'organizer',
    'technology',
  ],
  qr: ['public_account_qr', 'mini_program_qr', 'follow_qr'],
  contact: [
    'service_domain',
    'is_service',
    'teachimg',
    'teachphone',
    'serviceimg',
    'servicephone',
    'settlement_contact',
    'settlement_phone',
  ],
  record: ['record_number', 'security_province', 'security_code'],
  services: ['region_code', 'resource_url', 'course_url', 'game_url'],
} as const;
const IMAGE_FIELDS = new Set(['logo', 'public_account_qr', 'mini_program_qr', 'follow_qr', 'teachimg', 'serviceimg']);
const LONG_FIELDS = new Set(['contact_address', 'website_subtitle']);
const ALL_FIELDS: string[] = Object.values(TABS).flat();

export const EMPTY_SITE: SiteInput = {
  domain: '',
  variant: 'standard',
  website: '',
  website_subtitle: '',
  short_name: '',
  wechat_name: '',
  logo: '',
  links: [],
  service_hotline: '',
  technical_hotline: '',
  business_hotline: '',
  contact_address: '',
  organizer: '',
  technology: '',
  service_domain: '',
  is_service: 1,
  teachimg: '',
  teachphone: '',
  serviceimg: '',
  servicephone: '',
  public_account_qr: '',
  mini_program_qr: '',
  follow_qr: '',
  settlement_contact: '',
  settlement_phone: '',
  record_number: '',
  security_province: '',
  security_code: '',
  show_startup_service: true,
  chat_template_id: '',
  resource_url: '',
  course_url: '',
  game_url: '',
  region_code: null,
  is_default: false,
};

export function useSiteDialog() {
  const save = useSaveSite();
  return useFormDialog<AdminSite, SiteInput>({
    initialValues: EMPTY_SITE,
    toValues: ({ id: _id, updated_at: _u, ...fields }) => fields,
    save: (values, site) => save.mutateAsync({ ...values, id: site?.id }),
    fieldErrors: { known: ALL_FIELDS },
  });
}

export function SiteDrawer({ dialog }: { dialog: FormDialog<AdminSite, SiteInput> }) {
  const { t } = useTranslation(['sites', 'admin'], { nsMode: 'fallback' });
  const site = dialog.editing;

  const field = (name: string): ReactNode => {
    const label = t(`site.fields.${name}`);
    if (IMAGE_FIELDS.has(name)) {
      return (
        <Col xs={24} key={name}>
          <Form.Item name={name} label={label}>
            <ImageField />
          </Form.Item>
        </Col>
      );
    }
    if (name === 'links') {
      return (
        <Col xs={24} key={name}>
          <Form.Item label={label}>
            <LinksEditor />
          </Form.Item>
        </Col>
      );
    }
    if (name === 'variant') {
      return (
        <Col xs={24} md={12} key={name}>
          <Form.Item name={name} label={label} extra={t('site.variantHint')}>
            <Select options={SITE_VARIANTS.map((v) => ({ value: v, label: t(`site.variants.${v}`) }))} />
          </Form.Item>
        </Col>
      );
    }
    if (name === 'is_default' || name === 'show_startup_service') {
      return (
        <Col xs={12} md={6} key={name}>
          <Form.Item name={name} label={label} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
      );
    }
    if (name === 'is_service') {
      return (
        <Col xs={24} md={12} key={name}>
          <Form.Item name={name} label={label}>
            <Radio.Group
              options={[
                { value: 1, label: t('yes') },
                { value: 0, label: t('no') },
              ]}
            />
          </Form.Item>
        </Col>
      );
    }
    if (name === 'region_code') {
      return (
        <Col xs={24} md={12} key={name}>
          <Form.Item name={name} label={label} extra={t('site.regionHint')}>
            <RegionCascader />
          </Form.Item>
        </Col>
      );
    }
    const required = name === 'domain' || name === 'website';
    return (
      <Col xs={24} md={LONG_FIELDS.has(name) ? 24 : 12} key={name}>
        <Form.Item
          name={name}
          label={label}
          rules={required ? [{ required: true, whitespace: true, message: t('site.required', { field: label }) }] : []}
        >
          <Input data-testid={`site-${name}`} placeholder={name.endsWith('_url') ? t('site.urlHint') : undefined} />
        </Form.Item>
      </Col>
    );
  };

  return (
    <FormDrawer
      dialog={dialog}
      title={site ? t('site.editTitle', { name: site.website }) : t('site.createTitle')}
      width={760}
      submitTestId="site-submit"
      formTestId="site-form"
    >
      <Tabs
        items={Object.entries(TABS).map(([key, names]) => ({
          key,
          label: t(`site.tabs.${key}`),
          forceRender: true,
          children: <Row gutter={16}>{names.map(field)}</Row>,
        }))}
      />
    </FormDrawer>
  );
}
