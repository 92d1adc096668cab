// The verdict of a first-load weight against its budget (bundle-report.mjs and chromium-weight.mjs).

/**
 * ok: within the budget, or (a known overrun of issue 33) not heavier than its ceiling; status is the line's word.
 */
export function judge(kb, budgetKb, ceilingKb) {
  if (budgetKb === null || budgetKb === undefined || kb <= budgetKb) return { ok: true, status: 'ok' };
  if (ceilingKb !== undefined && kb <= ceilingKb) {
    return { ok: true, status: `OVER BUDGET (known, issue 33; fails above ${ceilingKb} KB)` };
  }
  return { ok: false, status: 'OVER BUDGET' };
}
