// The create / edit drawer of a content kind: its fields, the lazy rich-text editor, server field errors,
// preview of the unsaved text, and "save" or "save and publish".
import type { ContentKind } from '@etp/contracts';
import { Button, Drawer, Form, Space, Spin } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeContent } from '@/api/content/changeContent';
import { useContent } from '@/api/content/getContent';
import { useSaveContent } from '@/api/content/saveContent';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import { formErrorsOf } from '../fieldErrors';
import { CONTENT_NS } from '../i18n';
import type { PreviewData } from './PreviewModal';

export interface DrawerConfig {
  /** The form fields (antd Form.Items) of this kind, without the rich text. */
  fields: ReactNode;
  /** Field names the form shows: server errors for them land on the field. */
  known: readonly string[];
  /** Defaults of a new item. */
  initial: Record<string, unknown>;
  /** Whether the kind has a rich-text body ("content"). */
  richText: boolean;
  /** Item from the server -> form values, and back. */
  toForm?: (item: Record<string, unknown>) => Record<string, unknown>;
  toBody?: (values: Record<string, unknown>) => Record<string, unknown>;
}

interface Props {
  kind: ContentKind;
  config: DrawerConfig;
  editing: number | 'new' | null;
  onClose: () => void;
  onPreview: (data: PreviewData) => void;
  toPreview: (item: Record<string, unknown>) => PreviewData;
}

/** The rich text ("content") of an article or an organisation page. */
export function EditorField({ label }: { label: string }) {
  return (
    <Form.Item name="content" label={label}>
      <RichTextEditor label={label} />
    </Form.Item>
  );
}

export function ContentDrawer({ kind, config, editing, onClose, onPreview, toPreview }: Props) {
  const { t } = useTranslation(CONTENT_NS);
  const [form] = Form.useForm();
  const id = typeof editing === 'number' ? editing : 0;
  const item = useContent<Record<string, unknown>>(kind, id);
  const save = useSaveContent<{ id: number }>();
  const [publishing, setPublishing] = useState(false);
  const open = editing !== null;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing === 'new') form.setFieldsValue(config.initial);
    else if (item.data) form.setFieldsValue(config.toForm ? config.toForm(item.data) : item.data);
  }, [open, editing, item.data, form, config]);

  const submit = async (publish: boolean) => {
    let values: Record<string, unknown>;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body = config.toBody ? config.toBody(values) : values;
    setPublishing(publish);
    try {
      const saved = await save.mutateAsync({ kind, id: id || undefined, body });
      if (publish) await changeContent(kind, saved.id, { action: 'publish' });
      onClose();
    } catch (error) {
      form.setFields(formErrorsOf(error, config.known));
    } finally {
      setPublishing(false);
    }
  };

  const title =
    editing === 'new' ? t('newTitle') : t('editTitle', { title: String(item.data?.title ?? item.data?.name ?? '') });
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      width="min(920px, 100vw)"
      destroyOnHidden
      data-testid="content-drawer"
      extra={
        <Space wrap>
          {config.richText && (
            <Button
              data-testid="content-preview"
              onClick={() => {
                const values = form.getFieldsValue(true);
                onPreview(toPreview(config.toBody ? config.toBody(values) : values));
              }}
            >
              {t('preview')}
            </Button>
          )}
          <Button onClick={() => void submit(false)} loading={save.isPending && !publishing} data-testid="content-save">
            {t('save')}
          </Button>
          <Button
            type="primary"
            onClick={() => void submit(true)}
            loading={publishing}
            data-testid="content-save-publish"
          >
            {t('saveAndPublish')}
          </Button>
        </Space>
      }
    >
      {editing !== 'new' && item.isPending ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical" requiredMark="optional" data-testid="content-form">
          {config.fields}
        </Form>
      )}
    </Drawer>
  );
}
