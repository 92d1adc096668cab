import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanHtml, RichText } from './RichText';

describe('rich text in the browser', () => {
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
  });

  it('makes links that open a new tab safe for the opener', () => {
    expect(cleanHtml('<a href="https://a.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });

  it('renders the cleaned text', () => {
    render(<RichText html={'<p>你好<img src=x onerror="alert(1)"></p>'} />);
    const body = screen.getByTestId('rich-text');
    expect(body.textContent).toBe('你好');
    expect(body.innerHTML).not.toContain('onerror');
  });
});
