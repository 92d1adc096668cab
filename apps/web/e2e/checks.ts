// Checks several e2e files make of a public page: axe's serious and critical findings, no sideways scroll on a phone,
// and a public form's captcha solved.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Waits until the captcha of the form `formTestId` is verified: the ALTCHA widget solves the e2e server's cheap
 * proof of work (CAPTCHA_MAX_NUMBER in globalSetup) in the page by itself, as it does for a visitor.
 */
export async function captchaSolved(page: Page, formTestId: string) {
  await page.getByTestId(formTestId).locator('[data-testid="captcha"][data-state="verified"]').waitFor();
}

/** axe's serious and critical violations on the page as it is now, one line each, labelled. */
export async function seriousProblems(page: Page, label: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

export async function noSidewaysScroll(page: Page) {
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(wide).toBeLessThanOrEqual(0);
}

/**
 * What cuts a back-office list (issue 28): a cell whose text reaches past its box or ends in an ellipsis, a column
 * squeezed until its words stack on three lines, an unpinned cell running under the pinned action column once the
 * table is scrolled to its end, on a computer a row action beyond the table's edge, anywhere a row action that cannot
 * be brought into the window by scrolling the table, and a page wider than the window. One line per problem.
 */
export async function listProblems(page: Page, label: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    const within = (r: DOMRect) => r.left >= -1 && r.right <= window.innerWidth + 1;
    const CONTROLS = '.ant-switch, .ant-input-number, .ant-select, input, textarea';
    /** The line boxes of a cell's text, outside form controls. */
    const textRects = (cell: Element) => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(CONTROLS)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) if (r.width > 0) rects.push(r);
      }
      return rects;
    };
    /** Lines of text in a cell: its line boxes, a line apart. */
    const textLines = (cell: Element) => {
      const tops = textRects(cell).map((r) => r.top + r.height / 2);
      tops.sort((a, b) => a - b);
      return tops.filter((top, i) => i === 0 || top - (tops[i - 1] ?? 0) > 8).length;
    };
    if (document.documentElement.scrollWidth > window.innerWidth)
      problems.push(`page ${document.documentElement.scrollWidth} px wide`);
    for (const table of document.querySelectorAll<HTMLElement>('.ant-table-wrapper')) {
      if (!table.offsetParent) continue;
      const heads = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
      const actionsAt = heads.findIndex((h) => h === '操作' || h === 'Actions');
      const rows = [...table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row')].slice(0, 8);
      const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
      for (const tr of rows) {
        [...tr.children].forEach((td, i) => {
          if (td.classList.contains('ant-table-selection-column')) return;
          const name = `${heads[i]} "${td.textContent?.trim().slice(0, 24)}"`;
          const box = td.getBoundingClientRect();
          if (textRects(td).some((r) => r.right > box.right + 1 || r.left < box.left - 1))
            problems.push(`cut: ${name}`);
          // An ellipsis: the text is wider than the box that hides the rest.
          for (const el of [td, ...td.querySelectorAll<HTMLElement>('*')]) {
            // Form controls in a cell (a switch keeps both labels and shows one, a number box scrolls its text).
            if (el.closest(CONTROLS)) continue;
            const style = getComputedStyle(el);
            const hides = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden';
            if (hides && el.scrollWidth > el.clientWidth + 1 && !el.className.toString().includes('fix'))
              problems.push(`cut: ${name}`);
          }
          // A column squeezed until its words stack: more than two lines of text in a cell (on a phone the first
          // column and the actions wrap on purpose, so the actions stay in view beside the first column).
          const first = td === [...tr.children].find((c) => !c.classList.contains('ant-table-selection-column'));
          const lines = textLines(td);
          if (lines > 2 && !((first || i === actionsAt) && window.innerWidth < 768))
            problems.push(`squeezed into ${lines} lines: ${name}`);
        });
      }
      // On a computer the row actions are in view without scrolling the table sideways.
      if (window.innerWidth >= 768 && actionsAt >= 0 && scroller) {
        scroller.scrollLeft = 0;
        const view = scroller.getBoundingClientRect();
        for (const tr of rows.slice(0, 5)) {
          for (const button of tr.children[actionsAt]?.querySelectorAll<HTMLElement>('button, a') ?? []) {
            const r = button.getBoundingClientRect();
            if (r.right > Math.min(view.right, window.innerWidth) + 1)
              problems.push(`actions off the table's edge: ${button.textContent?.trim()}`);
          }
        }
      }
      if (scroller) {
        scroller.scrollLeft = scroller.scrollWidth;
        for (const tr of rows.slice(0, 3)) {
          const pinned = tr.querySelector('.ant-table-cell-fix-right');
          if (!pinned) continue;
          const edge = pinned.getBoundingClientRect().left;
          for (const td of tr.children) {
            if (td.className.includes('ant-table-cell-fix')) continue;
            const r = td.getBoundingClientRect();
            if (r.left < edge && r.right > edge + 2) problems.push(`under the actions: "${td.textContent?.trim()}"`);
          }
        }
        scroller.scrollLeft = 0;
      }
      if (actionsAt < 0) continue;
      for (const tr of rows.slice(0, 5)) {
        for (const button of tr.children[actionsAt]?.querySelectorAll<HTMLElement>('button, a') ?? []) {
          button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
          if (!within(button.getBoundingClientRect())) problems.push(`out of reach: ${button.textContent?.trim()}`);
        }
      }
      if (scroller) scroller.scrollLeft = 0;
    }
    return problems;
  });
  return [...new Set(found)].map((p) => `${label}: ${p}`);
}
