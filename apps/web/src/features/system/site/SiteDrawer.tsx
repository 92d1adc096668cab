// Every field of a branded site (SPEC sections 1 and 3), in tabs; saved at once, shown on the site at once.
import { type AdminSite, SITE_VARIANTS, type SiteInput } from '@etp/contracts';
import { App, Button, Col, Drawer, Form, Input, Radio, Row, Select, Space, Switch, Tabs } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSite } from '@/api/sites/saveSite';
import { ImageField } from '@/components/admin/ImageField';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import { useApp } from '@/stores/app';
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
  is_default: false,
};

export function SiteDrawer({ open, site, onClose }: { open: boolean; site: AdminSite | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const mobile = useApp((s) => s.device === 'mobile');
  const [form] = Form.useForm<SiteInput>();
  const save = useSaveSite();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (site) {
      const { id: _id, updated_at: _u, ...fields } = site;
      form.setFieldsValue({ ...EMPTY_SITE, ...fields });
    } else {
      form.setFieldsValue(EMPTY_SITE);
    }
  }, [open, site, form]);

  const submit = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = { ...EMPTY_SITE, ...form.getFieldsValue(true) } as SiteInput;
    try {
      await save.mutateAsync({ ...values, id: site?.id });
      void message.success(t('saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: ALL_FIELDS });
    }
  };

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
    const required = name === 'domain' || name === 'website';
    return (
      <Col xs={24} md={LONG_FIELDS.has(name) ? 24 : 12} key={name}>
        <Form.Item
          name={name}
          label={label}
          rules={required ? [{ required: true, whitespace: true, message: t('site.required', { field: label }) }] : []}
        >
          <Input data-testid={`site-${name}`} />
        </Form.Item>
      </Col>
    );
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={site ? t('site.editTitle', { name: site.website }) : t('site.createTitle')}
      size={mobile ? '100%' : 760}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <PreventReclickButton
            type="primary"
            onClick={() => void submit()}
            loading={save.isPending}
            data-testid="site-submit"
          >
            {t('save')}
          </PreventReclickButton>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="site-form">
        <Tabs
          items={Object.entries(TABS).map(([key, names]) => ({
            key,
            label: t(`site.tabs.${key}`),
            forceRender: true,
            children: <Row gutter={16}>{names.map(field)}</Row>,
          }))}
        />
      </Form>
    </Drawer>
  );
}
