// Announcement HTML is sanitised by the server on save and again here before it is rendered.
import DOMPurify from 'dompurify';

export const sanitizeHtml = (html: string) =>
  DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input'],
    ADD_ATTR: ['target'],
  });

/** Whether rich text has any visible text (an editor left with `<p><br></p>` is empty). */
export const hasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;
