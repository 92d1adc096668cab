// Rich text from the server, cleaned again in the browser (DOMPurify) before it reaches the page:
// the server's sanitising is one wall, this is the second.
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './RichText.module.css';

// Links that open a new tab must not hand the opener to the other site.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** What may stay: formatting, links, pictures, tables; never scripts, styles, forms or frames. */
export function cleanHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export function RichText({ html, testId = 'rich-text' }: { html: string; testId?: string }) {
  const clean = useMemo(() => cleanHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by DOMPurify just above
  return <div className={styles.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
