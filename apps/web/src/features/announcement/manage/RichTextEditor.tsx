// A small rich-text editor (contenteditable + the browser's editing commands): bold, italic,
// underline, heading, lists, links. Enough for announcements without a heavy editor in the bundle.
import {
  BoldOutlined,
  ClearOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../announcement.module.css';
import { sanitizeHtml } from '../sanitize';

interface Props {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}

export function RichTextEditor({ value = '', onChange, id }: Props) {
  const { t } = useTranslation('announcement');
  const area = useRef<HTMLDivElement>(null);

  // Outside changes (loading an announcement) replace the content; typing does not come back here.
  useEffect(() => {
    const element = area.current;
    if (element && element.innerHTML !== value) element.innerHTML = sanitizeHtml(value);
  }, [value]);

  const emit = () => onChange?.(area.current?.innerHTML ?? '');
  const run = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };
  const link = () => {
    const url = window.prompt(t('editor.linkPrompt'), 'https://');
    if (url && /^https?:\/\//.test(url)) run('createLink', url);
  };
  const tools = [
    { key: 'bold', icon: <BoldOutlined />, action: () => run('bold') },
    { key: 'italic', icon: <ItalicOutlined />, action: () => run('italic') },
    { key: 'underline', icon: <UnderlineOutlined />, action: () => run('underline') },
    { key: 'heading', icon: <strong style={{ fontSize: 12 }}>H</strong>, action: () => run('formatBlock', 'h3') },
    { key: 'ordered', icon: <OrderedListOutlined />, action: () => run('insertOrderedList') },
    { key: 'bullet', icon: <UnorderedListOutlined />, action: () => run('insertUnorderedList') },
    { key: 'link', icon: <LinkOutlined />, action: link },
    { key: 'clear', icon: <ClearOutlined />, action: () => run('removeFormat') },
  ];

  return (
    <div style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Space size={2} wrap style={{ padding: 4, borderBottom: '1px solid #f0f0f0', width: '100%' }}>
        {tools.map((tool) => (
          <Tooltip key={tool.key} title={t(`editor.${tool.key}`)}>
            <Button
              type="text"
              size="small"
              icon={tool.icon}
              aria-label={t(`editor.${tool.key}`)}
              // Keep the selection in the editor while clicking the toolbar.
              onMouseDown={(event) => event.preventDefault()}
              onClick={tool.action}
            />
          </Tooltip>
        ))}
      </Space>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area cannot be a textarea */}
      <div
        id={id}
        ref={area}
        role="textbox"
        aria-multiline="true"
        tabIndex={0}
        contentEditable
        suppressContentEditableWarning
        data-placeholder={t('editor.placeholder')}
        className={styles.editor}
        data-testid="announcement-editor"
        onInput={emit}
        onBlur={emit}
        style={{ minHeight: 200, maxHeight: 420, overflow: 'auto', padding: '8px 12px', outline: 'none' }}
      />
    </div>
  );
}
