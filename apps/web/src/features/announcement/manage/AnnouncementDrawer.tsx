// Write or edit an announcement: title, rich text, roles, region, publish now or keep as draft.
import { type AdminAnnouncement, type AnnouncementInput, ROLES } from '@etp/contracts';
import { App, Button, Checkbox, Drawer, Form, Input, Space, Switch } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveAnnouncement } from '@/api/announcements/saveAnnouncement';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import { applyFieldErrors } from '@/components/admin/serverErrors';
import type { EditorTool } from '@/components/admin/TiptapEditor';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import { hasText } from '@/components/sanitize';
import { useApp } from '@/stores/app';

type Values = Omit<AnnouncementInput, 'roles'> & { roles: AnnouncementInput['roles'] };
const FIELDS = ['title', 'content', 'roles', 'region_code', 'publish'];
/** Announcements are text: formatting, lists and links, no pictures. */
const TOOLS: readonly EditorTool[] = [
  'bold',
  'italic',
  'underline',
  'h3',
  'orderedList',
  'bulletList',
  'link',
  'clear',
];

interface Props {
  open: boolean;
  announcement: AdminAnnouncement | null;
  onClose: () => void;
}

export function AnnouncementDrawer({ open, announcement, onClose }: Props) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('announcement');
  const { message } = App.useApp();
  const mobile = useApp((s) => s.device === 'mobile');
  const [form] = Form.useForm<Values>();
  const save = useSaveAnnouncement();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      announcement
        ? {
            title: announcement.title,
            content: announcement.content,
            roles: announcement.roles,
            region_code: announcement.region_code,
          }
        : { title: '', content: '', roles: [], region_code: null, publish: true },
    );
  }, [open, announcement, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await save.mutateAsync({
        ...values,
        roles: values.roles ?? [],
        region_code: values.region_code ?? null,
        ...(announcement ? { publish: undefined } : { publish: values.publish ?? true }),
        id: announcement?.id,
      });
      void message.success(ta('saved'));
      onClose();
    } catch (error) {
      applyFieldErrors(form, error, { known: FIELDS });
    }
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={announcement ? ta('editTitle') : ta('createTitle')}
      size={mobile ? '100%' : 720}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{ta('cancel')}</Button>
          <PreventReclickButton
            type="primary"
            onClick={() => void submit()}
            loading={save.isPending}
            data-testid="announcement-submit"
          >
            {ta('save')}
          </PreventReclickButton>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="announcement-form">
        <Form.Item
          name="title"
          label={ta('title')}
          rules={[{ required: true, whitespace: true, message: ta('titleRequired') }]}
        >
          <Input maxLength={200} showCount data-testid="announcement-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={ta('content')}
          rules={[
            {
              validator: (_, value: string) =>
                hasText(value ?? '') ? Promise.resolve() : Promise.reject(new Error(ta('contentRequired'))),
            },
          ]}
        >
          <RichTextEditor
            label={ta('content')}
            tools={TOOLS}
            placeholder={ta('editor.placeholder')}
            testId="announcement-editor"
          />
        </Form.Item>
        <Form.Item name="roles" label={ta('roles')} extra={ta('rolesHint')}>
          <Checkbox.Group
            options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
            data-testid="announcement-roles"
          />
        </Form.Item>
        <Form.Item name="region_code" label={ta('region')} extra={ta('regionHint')}>
          <RegionCascader />
        </Form.Item>
        {!announcement && (
          <Form.Item name="publish" label={ta('publishNow')} extra={ta('publishNowHint')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </Form>
    </Drawer>
  );
}
