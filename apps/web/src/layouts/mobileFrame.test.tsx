// The first paint the server sends for a phone page is the frame MobileLayout renders in its place.
import { PAGE_TITLE } from '@etp/contracts';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import MobileLayout from './MobileLayout';
import { mobileFrameHtml, styleAttribute } from './mobileFrame';

describe('the phone pages’ first paint', () => {
  it('is MobileLayout’s frame and title bar before the site is known, with the same styles', () => {
    const { container } = render(
      <MemoryRouter>
        <MobileLayout />
      </MemoryRouter>,
    );
    const painted = document.createElement('div');
    painted.innerHTML = mobileFrameHtml(PAGE_TITLE);
    const [frame, header] = [painted.firstElementChild, painted.querySelector('header')] as HTMLElement[];
    const [reactFrame, reactHeader] = [container.firstElementChild, container.querySelector('header')] as HTMLElement[];
    expect(frame?.style.cssText).toBe(reactFrame?.style.cssText);
    expect(header?.style.cssText).toBe(reactHeader?.style.cssText);
    expect(header?.textContent).toBe(reactHeader?.textContent);
    expect(reactHeader?.textContent).toBe(PAGE_TITLE);
  });

  it('escapes the title and writes React’s pixel units', () => {
    expect(mobileFrameHtml('<b>&</b>')).toContain('&lt;b&gt;&amp;&lt;/b&gt;');
    expect(styleAttribute({ maxWidth: 640, fontWeight: 600, margin: '0 auto' })).toBe(
      'max-width:640px;font-weight:600;margin:0 auto',
    );
  });
});
