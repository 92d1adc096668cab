// Rich text is cleaned on save against an allowlist: what is stored can be rendered without running anything.
// The one sanitiser of the server (announcements, guides, portal content).
import sanitizeHtml from 'sanitize-html';

/** Pictures from uploads, http(s) or inline data:image/ (an <img> never runs script, even for SVG). */
const SAFE_IMAGE_SRC = /^(https?:\/\/|\/uploads\/|data:image\/[a-z+.-]+[;,])/i;
const SAFE_COLOR = [
  /^#[0-9a-f]{3,8}$/i,
  /^rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i,
];

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'img',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'style'],
    th: ['colspan', 'rowspan', 'style'],
    col: ['span'],
    p: ['style'],
    span: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  // A few presentational properties only; url(), expression() and the like never match these patterns.
  allowedStyles: {
    '*': {
      color: SAFE_COLOR,
      'background-color': SAFE_COLOR,
      'text-align': [/^(left|right|center|justify)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
    },
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped with everything inside them, not just unwrapped.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'template',
  ],
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE_SRC.test(frame.attribs.src ?? ''),
};

/** The HTML with everything outside the allowlist removed (scripts, handlers, javascript: links, frames). */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT).trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The plain text of some rich text, whitespace collapsed (for summaries shown as text). */
export function plainText(html: string, maxLength: number): string {
  // Blocks end with a space, so paragraphs do not run into each other.
  const spaced = html.replace(/<\/(p|h[1-6]|li|blockquote|pre|td|th)>|<br\s*\/?>/gi, '$& ');
  const textOnly = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {}, nonTextTags: RICH_TEXT.nonTextTags });
  const decoded = textOnly.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);
  return [...decoded.replace(/\s+/g, ' ').trim()].slice(0, maxLength).join('');
}

/** Whether rich text shows anything: an editor's empty `<p></p>` or a stripped script does not. */
export function hasText(html: string): boolean {
  return /<img\b/i.test(html) || plainText(html, 1) !== '';
}
