// The rich-text form control of the back-office: Form.Item hands it value and onChange, and it passes them on to
// the tiptap editor, which loads (its own lazy chunk) the first time a form with rich text opens.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorTool, TiptapEditorProps } from './TiptapEditor';
import './i18n';

const TiptapEditor = lazy(() => import('./TiptapEditor'));

/** The toolbar of articles and pages; announcements offer fewer tools (no pictures). */
export const FULL_TOOLS: readonly EditorTool[] = [
  'bold',
  'italic',
  'strike',
  'h2',
  'h3',
  'bulletList',
  'orderedList',
  'blockquote',
  'link',
  'image',
  'undo',
  'redo',
];

type Props = Omit<TiptapEditorProps, 'tools'> & { tools?: readonly EditorTool[] };

export function RichTextEditor({ tools = FULL_TOOLS, ...props }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Suspense fallback={<div style={{ padding: 24 }}>{t('editor.loading')}</div>}>
      <TiptapEditor tools={tools} {...props} />
    </Suspense>
  );
}
