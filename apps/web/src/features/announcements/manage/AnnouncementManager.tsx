// Announcements in the author's scope: write, edit, publish, withdraw, delete.
import type { AdminAnnouncement } from '@etp/contracts';
import { App, Button, Form, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteAnnouncement } from '@/api/announcements/deleteAnnouncement';
import { announcementsQuery } from '@/api/announcements/listAnnouncements';
import { useSetAnnouncementPublished } from '@/api/announcements/setAnnouncementPublished';
import { useConfirmAction } from '@/components/admin/confirm';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { formatTime } from '@/components/admin/format';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import type { DialogOpener } from '@/components/admin/useFormDialog';

/** `dialog` is the screen's write / edit drawer (the screen's own button writes new ones too). */
export function AnnouncementManager({ dialog }: { dialog: DialogOpener<AdminAnnouncement> }) {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('announcement');
  const { message } = App.useApp();
  // The screen's other tab (the user's own messages) pages in the plain keys.
  const list = useAdminList(announcementsQuery, { filters: ['keyword', 'status'], scope: 'manage' });
  const filters = useFilterForm(list);
  const publish = useSetAnnouncementPublished();
  const remove = useDeleteAnnouncement();
  const confirm = useConfirmAction();
  const actions = useRowActions();

  return (
    <>
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Form {...filters.formProps} layout="inline" className="admin-filters">
          <KeywordFilter placeholder={ta('keyword')} width={180} />
          <ChoiceFilter
            name="status"
            placeholder={ta('status')}
            width={110}
            options={[
              { value: 'published', label: ta('statuses.published') },
              { value: 'draft', label: ta('statuses.draft') },
            ]}
          />
          <Form.Item>
            <Button htmlType="submit">{ta('search')}</Button>
          </Form.Item>
        </Form>
        <Space wrap>
          {/* "发布公告" is the view's one button in the card's header (it also opens this tab). */}
          <ListExportButton kind="announcements" />
        </Space>
      </Space>
      <ListTable<AdminAnnouncement>
        {...list.tableProps}
        size="middle"
        locale={{ emptyText: ta('emptyManage') }}
        data-testid="announcement-manage"
        columns={[
          { title: ta('title'), dataIndex: 'title' },
          {
            title: ta('status'),
            dataIndex: 'status',
            render: (s: AdminAnnouncement['status']) => (
              <Tag color={s === 'published' ? 'green' : undefined}>{ta(`statuses.${s}`)}</Tag>
            ),
          },
          {
            title: ta('roles'),
            dataIndex: 'roles',
            render: (roles: string[]) =>
              roles.length ? roles.map((r) => <Tag key={r}>{t(`role.${r}`)}</Tag>) : ta('everyone'),
          },
          { title: ta('region'), dataIndex: 'region_name', render: (r: string) => r || ta('everywhere') },
          { title: ta('author'), dataIndex: 'author_name' },
          { title: ta('publishedAt'), dataIndex: 'published_at', render: (v: string | null) => formatTime(v) },
          {
            title: ta('actions'),
            key: 'actions',
            render: (_, row) => (
              <RowActions
                actions={[
                  actions.edit(() => dialog.openEdit(row)),
                  row.status === 'draft'
                    ? {
                        key: 'publish',
                        label: ta('publish'),
                        // A refusal was already shown by the request wrapper.
                        onClick: () =>
                          void publish.mutateAsync({ id: row.id, publish: true }).then(
                            () => message.success(ta('published')),
                            () => undefined,
                          ),
                      }
                    : {
                        key: 'unpublish',
                        label: ta('unpublish'),
                        onClick: () =>
                          confirm({
                            title: ta('unpublish'),
                            content: ta('unpublishConfirm'),
                            okText: ta('unpublish'),
                            done: ta('unpublished'),
                            action: () => publish.mutateAsync({ id: row.id, publish: false }),
                          }),
                      },
                  actions.remove(row.title, () => remove.mutateAsync(row.id)),
                ]}
              />
            ),
          },
        ]}
      />
    </>
  );
}
