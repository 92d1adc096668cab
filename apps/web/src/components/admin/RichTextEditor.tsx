// The rich-text form control of the back-office: Form.Item hands it value and onChange, and it passes them on to
// the tiptap editor, which loads (its own lazy chunk) the first time a form with rich text opens.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type EditorTool, FULL_TOOLS } from './editorTools';
import type { TiptapEditorProps } from './TiptapEditor';
import './i18n';

const TiptapEditor = lazy(() => import('./TiptapEditor'));

type Props = Omit<TiptapEditorProps, 'tools'> & { tools?: readonly EditorTool[] };

export function RichTextEditor({ tools = FULL_TOOLS, ...props }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={<div style={{ padding: 24 }}>{t('editor.loading')}</div>}>
      <TiptapEditor tools={tools} {...props} />
    </Suspense>
  );
}
