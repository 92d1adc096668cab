// Filter values of the public lists, from the contracts' schema-free constants.
export { BOARD_STATES, CASE_CATEGORIES, INSTITUTION_KINDS, NEWS_CATEGORIES, POLICY_LEVELS } from '@etp/contracts';
