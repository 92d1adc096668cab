// The calls the request wrapper treats specially. Schema-free.
// Their paths are defined here, and the domains' tables (learning.api.ts, settlement.api.ts) name them from here: the
// browser's entry needs these few, and a table defined beside them would come into every page's first load with them
// (issue 33).

/** The learning records of recorded and live lessons (LEARNING_API.learningRecord, .liveLearningRecord). */
export const LEARNING_RECORD_PATH = '/o/v1/vods/learning-record';
export const LIVE_LEARNING_RECORD_PATH = '/o/v1/vods/live-vod-learning-record';
/** SPEC 7: the site variant's settlement contact and the institution's settlement account (SETTLEMENT_API.companySettlement). */
export const COMPANY_SETTLEMENT_PATH = '/f/v1/companys/settlement';

/** Body codes the learning-record call passes through to its caller. */
export const LEARNING_RECORD_PASS_CODES = [301, 302, 303] as const;

/** Calls that do not show the loading overlay. */
export const NO_LOADING_PATHS: readonly string[] = [
  LEARNING_RECORD_PATH,
  LIVE_LEARNING_RECORD_PATH,
  COMPANY_SETTLEMENT_PATH,
];
/** Calls that do not count as session activity. */
export const NO_ACTIVITY_PATHS: readonly string[] = [LEARNING_RECORD_PATH, LIVE_LEARNING_RECORD_PATH];
