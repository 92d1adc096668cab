// The rich-text editor of the content views: tiptap 3 (ProseMirror), loaded only when a drawer opens.
// Why tiptap: actively maintained, headless (antd look, no CSS framework), its schema drops anything
// it does not know on paste, and the StarterKit + Image set is ~110 KB gzip in its own lazy chunk,
// which no public page and no other view ever loads. The server cleans the HTML again on save.
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import Image from '@tiptap/extension-image';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Input, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile as uploadContentFile } from '@/api/uploads/uploadFile';
import { CONTENT_NS } from '../i18n';
import { isAllowedLink } from '../links';
import styles from './RichTextEditor.module.css';

interface Props {
  id?: string;
  value?: string;
  onChange?: (html: string) => void;
  label: string;
}

export default function RichTextEditor({ id, value = '', onChange, label }: Props) {
  const { t } = useTranslation(CONTENT_NS);
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
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(current.isEmpty ? '' : current.getHTML()),
  });

  // A value from outside (the item loaded into the drawer) replaces the text; our own echo does not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      h3: e?.isActive('heading', { level: 3 }) ?? false,
      bulletList: e?.isActive('bulletList') ?? false,
      orderedList: e?.isActive('orderedList') ?? false,
      blockquote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });

  if (!editor) return <div className={styles.frame}>{t('editor.loading')}</div>;
  const chain = () => editor.chain().focus();

  const editLink = () => {
    let href = (editor.getAttributes('link').href as string | undefined) ?? '';
    modal.confirm({
      title: t('editor.link'),
      content: (
        <Input
          aria-label={t('linkPrompt')}
          placeholder={t('linkPrompt')}
          defaultValue={href}
          onChange={(event) => {
            href = event.target.value;
          }}
        />
      ),
      onOk: () => {
        if (!href.trim()) return void chain().extendMarkRange('link').unsetLink().run();
        if (!isAllowedLink(href)) {
          void message.error(t('linkPrompt'));
          return Promise.reject(new Error('bad link'));
        }
        chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
      },
    });
  };

  const insertImage = async (file: File) => {
    const hide = message.loading(t('uploading'), 0);
    try {
      const uploaded = await uploadContentFile(file);
      chain()
        .setImage({ src: uploaded.url, alt: file.name.replace(/\.[^.]+$/, '') })
        .run();
    } finally {
      hide();
    }
  };

  const tool = (key: string, title: string, icon: ReactNode, run: () => void, pressed?: boolean) => (
    <Tooltip title={title} key={key}>
      <Button
        size="small"
        type={pressed ? 'primary' : 'text'}
        aria-label={title}
        aria-pressed={pressed}
        icon={icon}
        onClick={run}
        data-testid={`editor-${key}`}
      />
    </Tooltip>
  );

  return (
    <div className={styles.frame} data-testid="rich-text-editor">
      <div className={styles.toolbar} role="toolbar" aria-label={label}>
        {tool('bold', t('editor.bold'), <BoldOutlined />, () => chain().toggleBold().run(), active?.bold)}
        {tool('italic', t('editor.italic'), <ItalicOutlined />, () => chain().toggleItalic().run(), active?.italic)}
        {tool(
          'strike',
          t('editor.strike'),
          <StrikethroughOutlined />,
          () => chain().toggleStrike().run(),
          active?.strike,
        )}
        {tool('h2', t('editor.h2'), 'H2', () => chain().toggleHeading({ level: 2 }).run(), active?.h2)}
        {tool('h3', t('editor.h3'), 'H3', () => chain().toggleHeading({ level: 3 }).run(), active?.h3)}
        {tool(
          'bulletList',
          t('editor.bulletList'),
          <UnorderedListOutlined />,
          () => chain().toggleBulletList().run(),
          active?.bulletList,
        )}
        {tool(
          'orderedList',
          t('editor.orderedList'),
          <OrderedListOutlined />,
          () => chain().toggleOrderedList().run(),
          active?.orderedList,
        )}
        {tool('blockquote', t('editor.blockquote'), '❝', () => chain().toggleBlockquote().run(), active?.blockquote)}
        {tool('link', t('editor.link'), <LinkOutlined />, editLink, active?.link)}
        {tool('image', t('editor.image'), <PictureOutlined />, () => fileInput.current?.click())}
        {tool('undo', t('editor.undo'), <UndoOutlined />, () => chain().undo().run())}
        {tool('redo', t('editor.redo'), <RedoOutlined />, () => chain().redo().run())}
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
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
