// The operate guide of one audience role: manual (rich text as HTML), shown flag and feature items.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { GUIDE_ROLES, type GuideInput } from '@etp/contracts';
import { Button, Card, Empty, Form, Input, Select, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGuide } from '@/api/operates/getGuide';
import { useSaveGuide } from '@/api/operates/saveGuide';
import { AttachmentLinks } from '@/components/admin/AttachmentLinks';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { useFormSubmit } from '@/components/admin/useFormSubmit';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import { withIds } from './attachments';

export function GuideEditor() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['operates', 'admin'], { nsMode: 'fallback' });
  const [role, setRole] = useState<string>('*');
  const guide = useGuide(role);
  const save = useSaveGuide();
  const [form] = Form.useForm<GuideInput>();

  useEffect(() => {
    if (!guide.data) return;
    form.setFieldsValue({
      manual: guide.data.manual,
      is_show: guide.data.is_show,
      items: guide.data.items.map(({ name, content, attachments }) => ({ name, content, attachments })),
    });
  }, [guide.data, form]);

  const saving = useFormSubmit(form, { fieldErrors: { known: ['manual', 'is_show', 'items'] } });
  const submit = () =>
    saving.run((values) =>
      save.mutateAsync({
        role,
        ...values,
        items: (values.items ?? []).map((item) => ({ ...item, attachments: withIds(item.attachments) })),
      }),
    );

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <span>{ts('operate.audience')}</span>
        <Select
          value={role}
          onChange={setRole}
          style={{ width: 180 }}
          options={GUIDE_ROLES.map((r) => ({ value: r, label: r === '*' ? ts('operate.everyone') : t(`role.${r}`) }))}
          data-testid="guide-role"
        />
        {guide.data?.edit_time && (
          <Typography.Text type="secondary">
            {ts('operate.editTime', { time: formatTime(guide.data.edit_time) })}
          </Typography.Text>
        )}
      </Space>
      {guide.isLoading ? (
        <Spin />
      ) : guide.isError ? (
        <ListError onRetry={() => void guide.refetch()} />
      ) : (
        <Form form={form} layout="vertical" key={role}>
          <Form.Item name="is_show" label={ts('operate.isShow')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.Item name="manual" label={ts('operate.manual')} extra={ts('operate.manualHint')}>
            <Input.TextArea rows={6} />
          </Form.Item>
          <Form.List name="items">
            {(fields, { add, remove }) => (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Typography.Text strong>{ts('operate.items')}</Typography.Text>
                {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ts('empty')} />}
                {fields.map((field, index) => (
                  <Card
                    key={field.key}
                    size="small"
                    title={ts('operate.itemN', { n: index + 1 })}
                    extra={
                      <Button
                        size="small"
                        danger
                        icon={<DeleteOutlined />}
                        onClick={() => remove(field.name)}
                        aria-label={ts('delete')}
                      />
                    }
                  >
                    <Form.Item
                      name={[field.name, 'name']}
                      label={ts('operate.itemName')}
                      rules={[{ required: true, whitespace: true, message: ts('operate.itemNameRequired') }]}
                    >
                      <Input maxLength={100} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'content']} label={ts('operate.itemContent')}>
                      <Input.TextArea rows={3} maxLength={5000} />
                    </Form.Item>
                    <Form.Item label={ts('operate.attachments')}>
                      <AttachmentLinks name={[field.name, 'attachments']} />
                    </Form.Item>
                  </Card>
                ))}
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ name: '', content: '', attachments: [] })}
                >
                  {ts('operate.addItem')}
                </Button>
              </Space>
            )}
          </Form.List>
          <div style={{ marginTop: 16 }}>
            <PreventReclickButton type="primary" onClick={() => void submit()} loading={saving.saving}>
              {ts('save')}
            </PreventReclickButton>
          </div>
        </Form>
      )}
    </Space>
  );
}
