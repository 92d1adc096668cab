import { describe, expect, it } from 'vitest';
import { cleanHtml, hasText } from './sanitize';

describe('the browser sanitiser', () => {
  it('keeps formatting, links, pictures and tables', () => {
    const html =
      '<h2>标题</h2><p><strong>粗</strong><a href="https://a.example/x">链接</a></p><img src="/uploads/a.png" alt="图"><table><tbody><tr><td>1</td></tr></tbody></table>';
    const clean = cleanHtml(html);
    expect(clean).toContain('<strong>粗</strong>');
    expect(clean).toContain('href="https://a.example/x"');
    expect(clean).toContain('<img src="/uploads/a.png" alt="图">');
    expect(clean).toContain('<td>1</td>');
  });

  it('drops scripts, event handlers, javascript: links, styles, forms and frames', () => {
    const clean = cleanHtml(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><p style="color:red">s</p><form><input></form><iframe src="https://e.x"></iframe><style>p{}</style>',
    );
    expect(clean).not.toMatch(/script|onerror|javascript:|style|<form|<input|<iframe/i);
    expect(cleanHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('drops handlers but keeps the text of an announcement', () => {
    expect(
      cleanHtml('<p onclick="x()">通知<script>alert(1)</script><b>重要</b><a href="https://a.cn">链接</a></p>'),
    ).toBe('<p>通知<b>重要</b><a href="https://a.cn">链接</a></p>');
  });

  it('makes links that open a new tab safe for the opener', () => {
    expect(cleanHtml('<a href="https://a.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('treats an editor with only markup as empty', () => {
    expect(hasText('<p><br></p>')).toBe(false);
    expect(hasText('<p>&nbsp;</p>')).toBe(false);
    expect(hasText('<p>放假通知</p>')).toBe(true);
  });
});
