// The create / edit drawer of a content kind: its fields, the rich-text editor, server field errors, preview of
// the unsaved text, and "save" or "save and publish".
import type { ContentKind } from '@etp/contracts';
import { Button, Form, Space, Spin } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeContent } from '@/api/content/changeContent';
import { useContent } from '@/api/content/getContent';
import { useSaveContent } from '@/api/content/saveContent';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { RichTextEditor } from '@/components/admin/RichTextEditor';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { CONTENT_NS } from '../i18n';
import type { PreviewData } from './PreviewModal';
import type { ManagedRow } from './status';

type Values = Record<string, unknown>;

export interface DrawerConfig {
  /** The form fields (antd Form.Items) of this kind, without the rich text. */
  fields: ReactNode;
  /** Field names the form shows: server errors for them land on the field. */
  known: readonly string[];
  /** Defaults of a new item. */
  initial: Values;
  /** Whether the kind has a rich-text body ("content"). */
  richText: boolean;
  /** Item from the server -> form values, and back. */
  toForm?: (item: Values) => Values;
  toBody?: (values: Values) => Values;
}

/** The rich text ("content") of an article or an organisation page. */
export function EditorField({ label }: { label: string }) {
  return (
    <Form.Item name="content" label={label}>
      <RichTextEditor label={label} />
    </Form.Item>
  );
}

export function useContentDialog(kind: ContentKind, config: DrawerConfig) {
  const save = useSaveContent<{ id: number }>();
  // A new item starts from the kind's defaults (openCreate); an item to edit from itself, once loaded (the drawer).
  return useFormDialog<ManagedRow, Values>({
    toValues: () => ({}),
    save: async (values, row, intent) => {
      const body = config.toBody ? config.toBody(values) : values;
      const saved = await save.mutateAsync({ kind, id: row?.id, body });
      if (intent === 'publish') await changeContent(kind, saved.id, { action: 'publish' });
    },
    // The drawer closing is the answer; the table shows the new state.
    saved: false,
    fieldErrors: { known: config.known },
  });
}

interface Props {
  kind: ContentKind;
  config: DrawerConfig;
  dialog: FormDialog<ManagedRow, Values>;
  onPreview: (data: PreviewData) => void;
  toPreview: (item: Values) => PreviewData;
}

export function ContentDrawer({ kind, config, dialog, onPreview, toPreview }: Props) {
  const { t } = useTranslation(CONTENT_NS);
  const row = dialog.editing;
  const item = useContent<Values>(kind, row?.id ?? 0);
  const [publishing, setPublishing] = useState(false);
  const loaded = row && item.data ? (config.toForm ? config.toForm(item.data) : item.data) : undefined;
  const publish = async () => {
    setPublishing(true);
    await dialog.submit('publish');
    setPublishing(false);
  };

  const title = row ? t('editTitle', { title: String(item.data?.title ?? item.data?.name ?? '') }) : t('newTitle');
  return (
    <FormDrawer
      dialog={dialog}
      title={title}
      values={loaded}
      placeholder={row && !loaded ? <Spin /> : undefined}
      formTestId="content-form"
      formProps={{ requiredMark: 'optional' }}
      width="min(920px, 100vw)"
      drawerTestId="content-drawer"
      actions={
        <Space wrap>
          {config.richText && (
            <Button
              data-testid="content-preview"
              onClick={() => {
                const values = dialog.form.getFieldsValue(true);
                onPreview(toPreview(config.toBody ? config.toBody(values) : values));
              }}
            >
              {t('preview')}
            </Button>
          )}
          <Button
            onClick={() => void dialog.submit()}
            loading={dialog.saving && !publishing}
            data-testid="content-save"
          >
            {t('save')}
          </Button>
          <Button type="primary" onClick={() => void publish()} loading={publishing} data-testid="content-save-publish">
            {t('saveAndPublish')}
          </Button>
        </Space>
      }
    >
      {config.fields}
    </FormDrawer>
  );
}
