// The calls the request wrapper treats specially, built from the domains' paths. Schema-free.
import { LEARNING_API } from './learning.api.ts';
import { SETTLEMENT_API } from './settlement.api.ts';

/** Calls that do not show the loading overlay. */
export const NO_LOADING_PATHS: readonly string[] = [
  LEARNING_API.learningRecord,
  LEARNING_API.liveLearningRecord,
  SETTLEMENT_API.companySettlement,
];
/** Calls that do not count as session activity. */
export const NO_ACTIVITY_PATHS: readonly string[] = [LEARNING_API.learningRecord, LEARNING_API.liveLearningRecord];
