// Rich text is cleaned on save: a corpus of XSS payloads through every rich-text field leaves nothing executable.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cases, institutions, news, policies } from '@/db/schema/index.ts';
import { plainText, sanitizeRichText } from '@/lib/sanitize.ts';
import { type Api, testApp } from '../helpers.ts';

const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">',
  '<img src="/avatar.png" onload="alert(1)">',
  '<svg onload=alert(1)><circle r="10"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="jav&#x61;script:alert(1)">entity</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">decimal entities</a>',
  '<a href="  javascript:alert(1)">leading spaces</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="data:text/html,<script>alert(1)</script>">data link</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="//evil.example">protocol-relative</a>',
  '<p style="background:url(javascript:alert(1))">style url</p>',
  '<p style="width: expression(alert(1))">style expression</p>',
  '<span style="color: red; behavior: url(x.htc)">behavior</span>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<div onmouseover="alert(1)">hover</div>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
  '<<script>script>alert(1)<</script>/script>',
  '<a href="https://ok.example" onclick="alert(1)" target="_self">ok</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" onerror="alert(1)">',
];

const ALLOWED_TAGS = new Set(
  'p br hr h2 h3 h4 strong b em i u s sub sup a ul ol li blockquote pre code img table caption colgroup col thead tbody tfoot tr th td span'.split(
    ' ',
  ),
);
const SAFE_URL = /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|data:image\/)/i;
const decode = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Walks the tags of stored HTML (sanitize-html writes normalised markup) and fails on anything that could run. */
function expectInert(html: string, label: string) {
  for (const [, tag = '', attrs = ''] of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(tag.toLowerCase()), `${label}: <${tag}> in ${html}`).toBe(true);
    for (const [, name = '', raw = ''] of attrs.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(name.toLowerCase().startsWith('on'), `${label}: ${name} in ${html}`).toBe(false);
      // Browsers ignore whitespace and control characters inside a URL scheme, so the check does too.
      const value = [...decode(raw)].filter((c) => c.charCodeAt(0) > 0x20).join('');
      if (['href', 'src'].includes(name)) expect(value, `${label}: ${name} in ${html}`).toMatch(SAFE_URL);
      if (name === 'style')
        expect(value, `${label}: style in ${html}`).not.toMatch(/url\(|expression|javascript|behavior/i);
    }
  }
  expect(html, label).not.toMatch(/<(script|iframe|svg|math|style|object|embed|form|input|base|meta|link|template)\b/i);
  expect(html, label).not.toMatch(/data:text\/html/i);
}

describe('sanitizeRichText', () => {
  it.each(XSS_CORPUS.map((payload, i) => [i, payload]))('leaves nothing executable of payload %i', (_, payload) => {
    expectInert(sanitizeRichText(String(payload)), String(payload));
  });

  it('keeps the formatting an editor produces', () => {
    const rich =
      '<h2>标题</h2><p style="text-align:center;color:#ff0000">居中<strong>加粗</strong><em>斜体</em><u>下划线</u><s>删除</s></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote>引用</blockquote>' +
      '<table><thead><tr><th>列</th></tr></thead><tbody><tr><td colspan="2">格</td></tr></tbody></table>' +
      '<p><img src="/uploads/2026/01/0123456789abcdef0123456789abcdef.png" alt="图" width="320" height="180" /></p>' +
      '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt="inline" /></p>';
    expect(sanitizeRichText(rich)).toBe(rich);
  });

  it('forces rel="noopener noreferrer" on links and keeps only target="_blank"', () => {
    expect(sanitizeRichText('<a href="https://www.mohrss.gov.cn" target="_blank">人社部</a>')).toBe(
      '<a href="https://www.mohrss.gov.cn" target="_blank" rel="noopener noreferrer">人社部</a>',
    );
    expect(sanitizeRichText('<a href="/policyList" target="_top" rel="opener">政策</a>')).toBe(
      '<a href="/policyList" rel="noopener noreferrer">政策</a>',
    );
  });

  it('drops pictures from anywhere but uploads, http(s) and data:image', () => {
    expect(
      sanitizeRichText('<p><img src="/etc/passwd"><img src="uploads/x.png"><img src="https://a.example/b.png"></p>'),
    ).toBe('<p><img src="https://a.example/b.png" /></p>');
  });

  it('turns rich text into a plain summary', () => {
    expect(plainText('<p>一&amp;二</p><p>三<script>x</script></p>', 10)).toBe('一&二 三');
  });
});

describe('every rich-text field cleans on save', () => {
  let api: Api;
  beforeAll(async () => {
    api = await testApp();
  });
  afterAll(() => api.close());

  const save = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await api.as('admin').request(method, url, payload);
    expect(res.status, res.raw.body.slice(0, 300)).toBeLessThan(300);
    return res.body.data as { id: number; content: string; summary?: string };
  };

  // A change takes the whole record (issue 10.5): the fields left at their creation defaults are sent too.
  const unchanged = { summary: '', cover: '', category: '', source: '', author: '', attachments: [] };

  it('news, policies and cases, on create and on edit', async () => {
    const kinds = [
      { path: '/a/v1/news', table: news, extra: {} },
      {
        path: '/a/v1/policies',
        table: policies,
        extra: { level: 'city', issuing_body: '', document_number: '', effective_date: null },
      },
      { path: '/a/v1/cases', table: cases, extra: { person: '测试', project: '测试' } },
    ] as const;
    for (const { path, table, extra } of kinds) {
      const created = await save('POST', path, { title: 'XSS 测试', content: XSS_CORPUS.join(''), ...extra });
      expectInert(created.content, `${path} create`);
      for (const [i, payload] of XSS_CORPUS.entries()) {
        await save('PUT', `${path}/${created.id}`, {
          ...unchanged,
          title: 'XSS 测试',
          content: `<p>第${i}条</p>${payload}`,
          ...extra,
        });
        const [row] = await api.app.db.select().from(table).where(eq(table.id, created.id));
        expect(row?.content).toContain(`第${i}条`);
        expectInert(row?.content ?? '', `${path} #${i}`);
        // The summary is plain text (rendered as text), made from the visible text of the cleaned content.
        expect(row?.summary).toBe(plainText(row?.content ?? '', 120));
      }
    }
  });

  it('organisation pages', async () => {
    const [institution] = await api.app.db.select().from(institutions).limit(1);
    for (const [i, payload] of XSS_CORPUS.entries()) {
      await save('PUT', `/a/v1/organizations/${institution?.id}`, {
        intro: '',
        logo: '',
        cover: '',
        contact: '',
        phone: '',
        address: '',
        content: `<p>第${i}条</p>${payload}`,
      });
      const [row] = await api.app.db
        .select()
        .from(institutions)
        .where(eq(institutions.id, institution?.id ?? 0));
      expect(row?.content).toContain(`第${i}条`);
      expectInert(row?.content ?? '', `organisation #${i}`);
    }
  });
});
