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
