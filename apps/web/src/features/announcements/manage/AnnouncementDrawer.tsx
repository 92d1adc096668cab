// Write or edit an announcement: title, rich text, roles, region, publish now or keep as draft.
import { type AdminAnnouncement, type AnnouncementInput, ROLES } from '@etp/contracts';
import { Checkbox, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSaveAnnouncement } from '@/api/announcements/saveAnnouncement';
import type { EditorTool } from '@/components/admin/editorTools';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { RegionCascader } from '@/components/admin/RegionCascader';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { hasText } from '@/components/sanitize';

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

export function useAnnouncementDialog() {
  const save = useSaveAnnouncement();
  const { t } = useTranslation('announcement');
  return useFormDialog<AdminAnnouncement, Values>({
    initialValues: { title: '', content: '', roles: [], region_code: null, publish: true },
    toValues: ({ title, content, roles, region_code }) => ({ title, content, roles, region_code }),
    save: (values, announcement) =>
      save.mutateAsync({
        ...values,
        roles: values.roles ?? [],
        region_code: values.region_code ?? null,
        // Publishing an existing one is the list's publish button.
        publish: announcement ? undefined : (values.publish ?? true),
        id: announcement?.id,
      }),
    saved: t('saved'),
    fieldErrors: { known: FIELDS },
  });
}

export function AnnouncementDrawer({ dialog }: { dialog: FormDialog<AdminAnnouncement, Values> }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('announcement');
  const announcement = dialog.editing;

  return (
    <FormDrawer
      dialog={dialog}
      title={announcement ? ta('editTitle') : ta('createTitle')}
      width={720}
      submitTestId="announcement-submit"
      formTestId="announcement-form"
    >
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
    </FormDrawer>
  );
}
