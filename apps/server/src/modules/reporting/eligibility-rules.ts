// The eligibility rule, without the database: given what a student did in a class and the course's rule set, whether
// they may be certified, and every reason they may not, each with its numbers. eligibility.ts gathers the facts.
import type { EligibilityFacts, EligibilityReason, EligibilityRuleSet } from '@etp/contracts';
import { studyHours } from '@etp/contracts';

/** The facts in the units the rule reads them (seconds, not rounded hours: a rounding never makes anyone eligible). */
export interface EligibilityInput extends Omit<EligibilityFacts, 'hours'> {
  creditedSeconds: number;
  /** Seconds per 学时 (STUDY_HOUR_MINUTES * 60). */
  hourSeconds: number;
  /** The class has a theory test at all. */
  theoryScheduled: boolean;
  /** Attempts submitted but not yet marked (short answers). */
  theoryPending: boolean;
  /** The best marked attempt passed (its own paper's mark). */
  theoryPassed: boolean;
}

export interface EligibilityAnswer {
  eligible: boolean;
  reasons: EligibilityReason[];
  facts: EligibilityFacts;
}

/** 学时 shown with one decimal, rounded down: 12.49 shows 12.4, never 12.5. */
export const hoursOf = (seconds: number, hourSeconds: number) => studyHours(seconds, hourSeconds / 60);

/** Whether `done` of `total` reaches `percent` per cent (nothing to do reaches any share). */
export const reachesShare = (done: number, total: number, percent: number) =>
  total === 0 || done * 100 >= percent * total;

export function decideEligibility(input: EligibilityInput, rules: EligibilityRuleSet): EligibilityAnswer {
  const reasons: EligibilityReason[] = [];
  const hours = hoursOf(input.creditedSeconds, input.hourSeconds);
  if (rules.require_hours && input.creditedSeconds < input.required_hours * input.hourSeconds) {
    reasons.push({ code: 'hours_short', done: hours, required: input.required_hours });
  }
  if (rules.require_theory) {
    if (!input.theoryScheduled) reasons.push({ code: 'theory_not_scheduled' });
    else if (input.best_score === null && input.theoryPending) reasons.push({ code: 'theory_pending' });
    else if (input.best_score === null) reasons.push({ code: 'theory_not_taken' });
    else if (!input.theoryPassed)
      reasons.push({ code: 'theory_failed', done: input.best_score, required: input.pass_score ?? 0 });
  }
  if (rules.require_identity) {
    if (!input.verified) reasons.push({ code: 'not_verified' });
    if (!input.face_waived) {
      if (!input.face_registered) reasons.push({ code: 'face_not_registered' });
      else if (input.face_failed_checks > 0)
        reasons.push({ code: 'face_checks_failed', done: input.face_failed_checks });
    }
  }
  if (rules.live_min_percent > 0 && !reachesShare(input.live_attended, input.live_total, rules.live_min_percent)) {
    reasons.push({
      code: 'live_short',
      done: input.live_attended,
      total: input.live_total,
      required: rules.live_min_percent,
    });
  }
  if (
    rules.homework_min_percent > 0 &&
    !reachesShare(input.homework_passed, input.homework_total, rules.homework_min_percent)
  ) {
    reasons.push({
      code: 'homework_short',
      done: input.homework_passed,
      total: input.homework_total,
      required: rules.homework_min_percent,
    });
  }
  const { creditedSeconds, hourSeconds, theoryScheduled, theoryPending, theoryPassed, ...facts } = input;
  return { eligible: reasons.length === 0, reasons, facts: { ...facts, hours } };
}
