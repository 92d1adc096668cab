// Rich text from the server as the page shows it: its allowlisted elements created by React (richTextNodes.ts), after
// the server's sanitising on save. The browser sanitiser (sanitize.ts, DOMPurify) stays for what goes in as HTML.
import { useMemo } from 'react';
import styles from './RichText.module.css';
import { richTextNodes } from './richTextNodes';

interface Props {
  html: string;
  testId?: string;
  /** The typography; the portal's article text unless a screen has its own ('' for none). */
  className?: string;
}

export function RichText({ html, testId = 'rich-text', className = styles.body }: Props) {
  const nodes = useMemo(() => richTextNodes(html), [html]);
  return (
    <div className={className} data-testid={testId}>
      {nodes}
    </div>
  );
}
