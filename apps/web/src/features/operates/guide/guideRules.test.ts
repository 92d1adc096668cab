import { describe, expect, it } from 'vitest';
import { featureBadge, guideAutoOpens } from './guideRules';

describe('guide and new-feature rules', () => {
  it('opens the guide when the last access is earlier than the guide edit time', () => {
    expect(
      guideAutoOpens({
        is_show: 1,
        access_log: { access_time: '2026-01-01 10:00:00' },
        operate: { edit_time: '2026-02-01 10:00:00' },
      }),
    ).toBe(true);
    expect(
      guideAutoOpens({
        is_show: 1,
        access_log: { access_time: '2026-03-01 10:00:00' },
        operate: { edit_time: '2026-02-01 10:00:00' },
      }),
    ).toBe(false);
  });
  it('opens the guide for a user who never opened it', () => {
    expect(guideAutoOpens({ is_show: 1, access_log: null, operate: { edit_time: '2026-02-01 10:00:00' } })).toBe(true);
  });
  it('shows the badge without an access log or when a feature is newer than the last access', () => {
    expect(featureBadge({ is_show: 1, access_log: [], list: [{ edit_time: '2026-01-01' }] })).toBe(true);
    expect(
      featureBadge({ is_show: 1, access_log: [{ access_time: '2026-01-01' }], list: [{ edit_time: '2026-02-01' }] }),
    ).toBe(true);
    expect(
      featureBadge({ is_show: 1, access_log: [{ access_time: '2026-03-01' }], list: [{ edit_time: '2026-02-01' }] }),
    ).toBe(false);
  });
  it('never shows the badge when the entry is hidden', () => {
    expect(featureBadge({ is_show: 0, access_log: [], list: [{ edit_time: '2026-01-01' }] })).toBe(false);
  });
});
