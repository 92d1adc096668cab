// Checks several e2e files make of a public page: axe's serious and critical findings, no sideways scroll on a phone,
// and the captcha answer of the e2e server.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The e2e server's captchas all read this (CAPTCHA_TEST_ANSWER in globalSetup). */
export const E2E_CAPTCHA = 'E2E7K';

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
