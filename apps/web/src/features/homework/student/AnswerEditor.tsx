// A light rich-text editor for answers: a contentEditable area with a small toolbar (bold, italic, underline,
// lists). No editor library; what it produces is cleaned again by the server on save.
import { type CSSProperties, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cleanHtml } from '@/components/sanitize';
import styles from './AnswerEditor.module.css';

const TOOLS = [
  { key: 'bold', command: 'bold', label: 'B', style: { fontWeight: 700 } },
  { key: 'italic', command: 'italic', label: 'I', style: { fontStyle: 'italic' } },
  { key: 'underline', command: 'underline', label: 'U', style: { textDecoration: 'underline' } },
  { key: 'ol', command: 'insertOrderedList', label: '1.', style: {} },
  { key: 'ul', command: 'insertUnorderedList', label: '•', style: {} },
] as const satisfies readonly { key: string; command: string; label: string; style: CSSProperties }[];

/** An editor left empty leaves a stray <br> or an empty paragraph behind: that is no text. */
const normalise = (html: string) => (html.replace(/<br\s*\/?>|<p>\s*<\/p>|&nbsp;|\s/g, '') === '' ? '' : html);

interface Props {
  value: string;
  /** Grows when `value` is replaced from outside; the editor then shows it (typing never resets the caret). */
  resetKey: number;
  onChange: (html: string) => void;
}

export function AnswerEditor({ value, resetKey, onChange }: Props) {
  const { t } = useTranslation('studentHomework');
  const area = useRef<HTMLDivElement>(null);
  const initial = useRef(value);
  initial.current = value;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the text is loaded on mount and on each reset only
  useEffect(() => {
    if (area.current) area.current.innerHTML = cleanHtml(initial.current);
  }, [resetKey]);

  const run = (command: string) => {
    area.current?.focus();
    // execCommand is deprecated but still the only built-in formatting for contentEditable in every browser.
    document.execCommand(command);
    if (area.current) onChange(normalise(area.current.innerHTML));
  };

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={t('editorLabel')}>
        {TOOLS.map((tool) => (
          <button
            key={tool.key}
            type="button"
            className={styles.tool}
            style={tool.style}
            title={t(`tools.${tool.key}`)}
            aria-label={t(`tools.${tool.key}`)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(tool.command)}
          >
            {tool.label}
          </button>
        ))}
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element */}
      <div
        ref={area}
        className={styles.area}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={t('editorLabel')}
        tabIndex={0}
        data-testid="homework-editor"
        onInput={(event) => onChange(normalise(event.currentTarget.innerHTML))}
      />
    </div>
  );
}
