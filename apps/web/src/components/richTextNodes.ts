// Rich text from the server as React elements: the HTML is parsed once in an inert document (DOMParser: no script
// runs, no picture loads) and only allowlisted elements and attributes are created again by React, so nothing the
// server sent reaches the page as markup (no innerHTML, no second parse). The allowlist is the server's on save
// (apps/server/src/lib/sanitize.ts) plus the harmless formatting DOMPurify kept, without styles, classes and ids (as
// components/sanitize.ts). About 1 KB where DOMPurify was 11 KB gzip on every page with rich text (issue 33).
import { createElement, type ReactNode } from 'react';

const ELEMENTS = new Set(
  (
    'p br hr h1 h2 h3 h4 h5 h6 strong b em i u s strike del ins mark small sub sup a ul ol li dl dt dd blockquote q ' +
    'cite abbr pre code kbd img figure figcaption table caption colgroup col thead tbody tfoot tr th td span div ' +
    'section article'
  ).split(' '),
);
/** Dropped with everything inside them (the rest of what is not allowed is unwrapped: its text stays). */
const DROPPED = new Set(
  (
    'script style textarea option select noscript iframe frame frameset object embed svg math template form ' +
    'input button head title meta link base'
  ).split(' '),
);
const VOID = new Set(['br', 'hr', 'img', 'col']);
/** Where a text of blanks between elements is no content (React would warn about it inside a table). */
const NO_TEXT = new Set(['table', 'thead', 'tbody', 'tfoot', 'tr', 'colgroup', 'ul', 'ol', 'dl']);
const ATTRIBUTES: Record<string, string[]> = {
  a: ['href', 'target', 'title'],
  img: ['src', 'alt', 'width', 'height', 'title'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  col: ['span'],
  colgroup: ['span'],
  ol: ['start'],
  abbr: ['title'],
};
const REACT_NAME: Record<string, string> = { colspan: 'colSpan', rowspan: 'rowSpan' };
const LINK_SCHEMES = /^(https?|mailto|tel):/i;
const IMAGE_SCHEMES = /^(https?:|data:image\/)/i;

/** The address when it is relative or of an allowed scheme; browsers ignore blanks and controls inside a scheme. */
function safeUrl(value: string, allowed: RegExp): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the controls are what a browser skips in a scheme
  const bare = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return !/^[a-z][a-z\d+.-]*:/i.test(bare) || allowed.test(bare) ? value.trim() : null;
}

function propsOf(element: Element, tag: string, key: number): Record<string, string | number> | null {
  const props: Record<string, string | number> = { key };
  for (const name of ATTRIBUTES[tag] ?? []) {
    const value = element.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const url = safeUrl(value, LINK_SCHEMES);
      if (url !== null) props.href = url;
    } else if (name === 'src') {
      const url = safeUrl(value, IMAGE_SCHEMES);
      if (url === null) return null; // a picture from nowhere allowed is no picture
      props.src = url;
    } else if (name === 'target') {
      if (value === '_blank') {
        props.target = '_blank';
        // A new tab must not get this page as its opener.
        props.rel = 'noopener noreferrer';
      }
    } else props[REACT_NAME[name] ?? name] = value;
  }
  return props;
}

function nodesOf(parent: Node, parentTag: string): ReactNode[] {
  const out: ReactNode[] = [];
  for (const node of parent.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? '';
      if (!(NO_TEXT.has(parentTag) && text.trim() === '')) out.push(text);
      continue;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    if (!ELEMENTS.has(tag)) {
      out.push(...nodesOf(element, parentTag));
      continue;
    }
    const props = propsOf(element, tag, out.length);
    if (!props) continue;
    out.push(VOID.has(tag) ? createElement(tag, props) : createElement(tag, props, ...nodesOf(element, tag)));
  }
  return out;
}

/** The allowlisted content of `html` as React nodes. */
export function richTextNodes(html: string): ReactNode[] {
  if (!html) return [];
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return nodesOf(doc.body, 'body');
}
