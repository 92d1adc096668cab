import { describe, expect, it } from 'vitest';
import { hasText, sanitizeHtml } from './sanitize';

describe('announcement HTML', () => {
  it('drops scripts and event handlers but keeps formatting and links', () => {
    const html = sanitizeHtml(
      '<p onclick="x()">通知<script>alert(1)</script><b>重要</b><a href="https://a.cn">链接</a></p>',
    );
    expect(html).toBe('<p>通知<b>重要</b><a href="https://a.cn">链接</a></p>');
  });
  it('refuses javascript: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });
  it('treats an editor with only markup as empty', () => {
    expect(hasText('<p><br></p>')).toBe(false);
    expect(hasText('<p>&nbsp;</p>')).toBe(false);
    expect(hasText('<p>放假通知</p>')).toBe(true);
  });
});
