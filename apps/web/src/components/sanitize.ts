// The browser's one HTML sanitiser, DOMPurify configured here once. Rich text from the server is cleaned again
// before it reaches the page: the server's sanitising on save is one wall, this is the second.
import DOMPurify from 'dompurify';

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

/** Whether rich text has any visible text (an editor left with `<p><br></p>` is empty). */
export const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;
