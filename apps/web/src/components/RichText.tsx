// Rich text from the server as the page shows it: cleaned by the one browser sanitiser, then rendered.
import { useMemo } from 'react';
import styles from './RichText.module.css';
import { cleanHtml } from './sanitize';

interface Props {
  html: string;
  testId?: string;
  /** The typography; the portal's article text unless a screen has its own ('' for none). */
  className?: string;
}

export function RichText({ html, testId = 'rich-text', className = styles.body }: Props) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the browser sanitiser just above
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
