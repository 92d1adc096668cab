// The rich-text editor of the back-office: tiptap 3 (ProseMirror), loaded only when a form with rich text opens
// (RichTextEditor is the form control that loads it). Why tiptap: actively maintained, headless (antd look, no
// CSS framework), its schema drops anything it does not know on paste, and the StarterKit + Image set is
// ~110 KB gzip in its own lazy chunk, which no public page ever loads. The server cleans the HTML again on save.
import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Input, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/uploads/uploadFile';
import type { EditorTool } from './editorTools';
import { isAllowedLink } from './links';
import styles from './TiptapEditor.module.css';
import './i18n';

export interface TiptapEditorProps {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  /** The accessible name of the text area and its toolbar. */
  label: string;
  /** The buttons this form offers (a subset of EDITOR_TOOLS, in toolbar order). */
  tools: readonly EditorTool[];
  /** Shown while the text is empty. */
  placeholder?: string;
  testId?: string;
}

const ICONS: Record<EditorTool, ReactNode> = {
  bold: <BoldOutlined />,
  italic: <ItalicOutlined />,
  underline: <UnderlineOutlined />,
  strike: <StrikethroughOutlined />,
  h2: 'H2',
  h3: 'H3',
  bulletList: <UnorderedListOutlined />,
  orderedList: <OrderedListOutlined />,
  blockquote: '❝',
  link: <LinkOutlined />,
  image: <PictureOutlined />,
  clear: <ClearOutlined />,
  undo: <UndoOutlined />,
  redo: <RedoOutlined />,
};

/** Whether a tool's mark or block is on at the cursor (undefined for plain actions). */
const activeState = (e: Editor | null) => ({
  bold: e?.isActive('bold') ?? false,
  italic: e?.isActive('italic') ?? false,
  underline: e?.isActive('underline') ?? false,
  strike: e?.isActive('strike') ?? false,
  h2: e?.isActive('heading', { level: 2 }) ?? false,
  h3: e?.isActive('heading', { level: 3 }) ?? false,
  bulletList: e?.isActive('bulletList') ?? false,
  orderedList: e?.isActive('orderedList') ?? false,
  blockquote: e?.isActive('blockquote') ?? false,
  link: e?.isActive('link') ?? false,
});

export default function TiptapEditor({
  id,
  value = '',
  onChange,
  label,
  tools,
  placeholder,
  testId,
}: TiptapEditorProps) {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const fileInput = useRef<HTMLInputElement>(null);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        link: {
          openOnClick: false,
          autolink: true,
          isAllowedUri: (url) => isAllowedLink(url),
          HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
        },
      }),
      Image.configure({ inline: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: id ?? '',
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.prose ?? '',
        ...(placeholder ? { 'data-placeholder': placeholder } : {}),
        ...(testId ? { 'data-testid': testId } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value from outside (the item loaded into the form) replaces the text; our own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const active: Partial<Record<EditorTool, boolean>> | undefined = useEditorState({
    editor,
    selector: ({ editor: e }) => activeState(e),
  });

  if (!editor) return <div className={styles.frame}>{t('editor.loading')}</div>;
  const chain = () => editor.chain().focus();

  const editLink = () => {
    let href = (editor.getAttributes('link').href as string | undefined) ?? '';
    modal.confirm({
      title: t('editor.link'),
      content: (
        <Input
          aria-label={t('editor.linkPrompt')}
          placeholder={t('editor.linkPrompt')}
          defaultValue={href}
          onChange={(event) => {
            href = event.target.value;
          }}
        />
      ),
      onOk: () => {
        if (!href.trim()) return void chain().extendMarkRange('link').unsetLink().run();
        if (!isAllowedLink(href)) {
          void message.error(t('editor.linkPrompt'));
          // Keeps the dialog open for a correction.
          return Promise.reject(new Error('link not allowed'));
        }
        chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    });
  };

  const insertImage = async (file: File) => {
    const hide = message.loading(t('uploading'), 0);
    try {
      const uploaded = await uploadFile(file);
      chain()
        .setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } catch {
      // The request wrapper has already shown why the upload failed.
    } finally {
      hide();
    }
  };

  const actions: Record<EditorTool, () => void> = {
    bold: () => chain().toggleBold().run(),
    italic: () => chain().toggleItalic().run(),
    underline: () => chain().toggleUnderline().run(),
    strike: () => chain().toggleStrike().run(),
    h2: () => chain().toggleHeading({ level: 2 }).run(),
    h3: () => chain().toggleHeading({ level: 3 }).run(),
    bulletList: () => chain().toggleBulletList().run(),
    orderedList: () => chain().toggleOrderedList().run(),
    blockquote: () => chain().toggleBlockquote().run(),
    link: editLink,
    image: () => fileInput.current?.click(),
    clear: () => chain().unsetAllMarks().clearNodes().run(),
    undo: () => chain().undo().run(),
    redo: () => chain().redo().run(),
  };

  return (
    <div className={styles.frame} data-testid="rich-text-editor">
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        {tools.map((key) => (
          <Tooltip title={t(`editor.${key}`)} key={key}>
            <Button
              size="small"
              type={active?.[key] ? 'primary' : 'text'}
              aria-label={t(`editor.${key}`)}
              aria-pressed={active?.[key]}
              icon={ICONS[key]}
              onClick={actions[key]}
              data-testid={`editor-${key}`}
            />
          </Tooltip>
        ))}
        {tools.includes('image') && (
          <input
            ref={fileInput}
            type="file"
            style={{ display: 'none' }}
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void insertImage(file);
            }}
            data-testid="editor-image-input"
          />
        )}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
