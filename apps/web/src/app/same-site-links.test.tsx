// Issue 10.9: a link `/\evil.example` is not a path of this site anywhere the web app follows or offers links.
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isAllowedLink } from '@/components/admin/links';
import { safeTarget } from '@/features/auth';
import { Carousel } from '@/features/portal';

const OFF_SITE = ['/\\evil.example', '//evil.example', '/\\/evil.example', '\\\\evil.example'];

describe('same-site paths', () => {
  it.each(OFF_SITE)('refuses %s as a link in the editor', (href) => {
    expect(isAllowedLink(href)).toBe(false);
  });

  it.each(OFF_SITE)('does not follow %s after logging out', (href) => {
    expect(safeTarget(href)).toBe('/');
  });

  it('follows only site paths and http(s) from a carousel slide', () => {
    const slide = (id: number, link: string) => ({ id, title: `s${id}`, image: '/uploads/a.png', link });
    const { container } = render(
      <MemoryRouter>
        <Carousel slides={[slide(1, '/\\evil.example'), slide(2, '/policyList'), slide(3, 'https://gov.cn/')]} />
      </MemoryRouter>,
    );
    // Slides off screen are hidden from the accessibility tree: read every anchor.
    const hrefs = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('/policyList');
    expect(hrefs).toContain('https://gov.cn/');
    expect(hrefs.some((h) => h?.includes('evil'))).toBe(false);
  });
});
