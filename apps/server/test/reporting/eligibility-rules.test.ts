// The eligibility rule without the database: each reason, with its numbers, and the defaults.
import { DEFAULT_ELIGIBILITY_RULES, type EligibilityRuleSet } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { decideEligibility, type EligibilityInput, hoursOf } from '@/modules/reporting/index.ts';

const HOUR = 45 * 60;
const done: EligibilityInput = {
  creditedSeconds: 16 * HOUR,
  hourSeconds: HOUR,
  required_hours: 16,
  theoryScheduled: true,
  theoryPending: false,
  theoryPassed: true,
  best_score: 80,
  pass_score: 60,
  verified: true,
  face_registered: true,
  face_failed_checks: 0,
  face_waived: false,
  face_waiver_reason: '',
  live_attended: 0,
  live_total: 0,
  homework_passed: 0,
  homework_total: 0,
};
const rules: EligibilityRuleSet = { ...DEFAULT_ELIGIBILITY_RULES };
const codes = (input: Partial<EligibilityInput>, r = rules) =>
  decideEligibility({ ...done, ...input }, r).reasons.map((x) => x.code);

describe('decideEligibility', () => {
  it('finds a student who did everything eligible, with no reason', () => {
    expect(decideEligibility(done, rules)).toMatchObject({ eligible: true, reasons: [], facts: { hours: 16 } });
  });

  it('counts hours in seconds and shows them rounded down: 12.5 / 16', () => {
    const answer = decideEligibility({ ...done, creditedSeconds: 12.5 * HOUR }, rules);
    expect(answer.eligible).toBe(false);
    expect(answer.reasons).toEqual([{ code: 'hours_short', done: 12.5, required: 16 }]);
    // One second short is short, even though it shows as 15.9.
    expect(decideEligibility({ ...done, creditedSeconds: 16 * HOUR - 1 }, rules).reasons[0]).toEqual({
      code: 'hours_short',
      done: 15.9,
      required: 16,
    });
    expect(hoursOf(16 * HOUR - 1, HOUR)).toBe(15.9);
  });

  it('tells the theory test apart: not scheduled, not taken, awaiting marks, failed (52/60)', () => {
    expect(codes({ theoryScheduled: false })).toEqual(['theory_not_scheduled']);
    expect(codes({ best_score: null, pass_score: null, theoryPassed: false })).toEqual(['theory_not_taken']);
    expect(codes({ best_score: null, pass_score: null, theoryPassed: false, theoryPending: true })).toEqual([
      'theory_pending',
    ]);
    expect(decideEligibility({ ...done, best_score: 52, theoryPassed: false }, rules).reasons).toEqual([
      { code: 'theory_failed', done: 52, required: 60 },
    ]);
  });

  it('asks for verification, a registered face and no unanswered failed checks unless waived', () => {
    expect(codes({ verified: false })).toEqual(['not_verified']);
    expect(codes({ face_registered: false })).toEqual(['face_not_registered']);
    expect(decideEligibility({ ...done, face_failed_checks: 2 }, rules).reasons).toEqual([
      { code: 'face_checks_failed', done: 2 },
    ]);
    expect(codes({ face_registered: false, face_waived: true })).toEqual([]);
    expect(codes({ face_failed_checks: 2, face_waived: true })).toEqual([]);
  });

  it('asks for live attendance and homework only where the rule set does', () => {
    const input = { live_attended: 1, live_total: 4, homework_passed: 1, homework_total: 2 };
    expect(codes(input)).toEqual([]);
    const strict = { ...rules, live_min_percent: 50, homework_min_percent: 100 };
    expect(decideEligibility({ ...done, ...input }, strict).reasons).toEqual([
      { code: 'live_short', done: 1, total: 4, required: 50 },
      { code: 'homework_short', done: 1, total: 2, required: 100 },
    ]);
    expect(codes({ ...input, live_attended: 2, homework_passed: 2 }, strict)).toEqual([]);
  });

  it('skips what the rule set does not require', () => {
    const none = { ...rules, require_hours: false, require_theory: false, require_identity: false };
    expect(
      codes({ creditedSeconds: 0, theoryScheduled: false, verified: false, face_registered: false }, none),
    ).toEqual([]);
  });
});
