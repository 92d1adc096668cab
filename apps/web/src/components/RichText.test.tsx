import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './RichText';
import { cleanHtml } from './sanitize';

const shown = (html: string) => {
  const { unmount } = render(<RichText html={html} />);
  const inner = screen.getByTestId('rich-text').innerHTML;
  unmount();
  return inner;
};

describe('rich text in the browser', () => {
  it('renders the cleaned text', () => {
    render(<RichText html={'<p>你好<img src=x onerror="alert(1)"></p>'} />);
    const body = screen.getByTestId('rich-text');
    expect(body.textContent).toBe('你好');
    expect(body.innerHTML).not.toContain('onerror');
  });

  it('shows what DOMPurify showed of what the server stores', () => {
    for (const html of [
      '<h2>标题</h2><p><strong>粗</strong><a href="https://a.example/x">链接</a></p><img src="/uploads/a.png" alt="图">',
      '<table><tbody><tr><td colspan="2">1</td></tr></tbody></table><ul><li>一</li><li><em>二</em></li></ul>',
      '<h3>第一步</h3><ol><li>报名</li></ol><blockquote><p>引言</p></blockquote><p>a<br>b</p><hr><pre><code>x</code></pre>',
      '<p><a href="https://a.example" target="_blank">新窗口</a> <a href="/newsList">站内</a> <a href="mailto:a@b.cn">信</a></p>',
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="" width="20" height="10"><sub>2</sub><sup>3</sup><s>删</s><u>下</u></p>',
    ]) {
      // The same elements, attributes and text (isEqualNode does not mind the order of attributes).
      const [ours, purified] = [shown(html), cleanHtml(html)].map((inner) => {
        const box = document.createElement('div');
        box.innerHTML = inner;
        return box;
      });
      expect(ours?.isEqualNode(purified ?? null), `${ours?.innerHTML}\n${purified?.innerHTML}`).toBe(true);
    }
  });

  it('drops scripts, handlers, javascript: links, styles, forms, frames and svg', () => {
    const inner = shown(
      '<script>alert(1)</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<a href=" java\tscript:alert(1)">y</a><p style="color:red" class="c" id="i">s</p><form><input></form>' +
        '<iframe src="https://e.x"></iframe><style>p{}</style><svg><script>alert(1)</script></svg>' +
        '<img src="javascript:alert(1)"><math><mi>x</mi></math><div onclick="x()">d</div>',
    );
    expect(inner).not.toMatch(/script|onerror|onclick|javascript|style|class=|id=|<form|<input|<iframe|<svg|<math/i);
    expect(inner).toBe('<img src="x"><a>x</a><a>y</a><p>s</p><div>d</div>');
  });
});
