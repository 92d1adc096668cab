// The phone pages' frame (a slim title bar above the page): its styles, shared by MobileLayout and the first paint
// the server puts in those pages' HTML (build/routePreloads.ts), so what shows before the script runs is what React
// then renders in its place.

export const MOBILE_FRAME_STYLE = { maxWidth: 640, margin: '0 auto', minHeight: '100vh', background: '#fff' };
export const MOBILE_HEADER_STYLE = { padding: '12px 16px', background: '#0958d9', color: '#fff', fontWeight: 600 };

/** React's unitless numeric style properties among those used here; other numbers are pixels. */
const UNITLESS = new Set(['fontWeight', 'lineHeight', 'flex', 'zIndex', 'opacity']);

/** A React style object as the text of a style attribute. */
export function styleAttribute(style: Record<string, string | number>): string {
  return Object.entries(style)
    .map(([name, value]) => {
      const css = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${css}:${typeof value === 'number' && !UNITLESS.has(name) ? `${value}px` : value}`;
    })
    .join(';');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The frame with its title bar, as HTML: the first paint of a phone page, before its script has run. */
export function mobileFrameHtml(title: string): string {
  return (
    `<div style="${styleAttribute(MOBILE_FRAME_STYLE)}">` +
    `<header style="${styleAttribute(MOBILE_HEADER_STYLE)}">${escapeHtml(title)}</header></div>`
  );
}
