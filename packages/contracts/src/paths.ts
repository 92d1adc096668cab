// Helpers over the domains' API paths (the paths themselves are in each domain's *.api.ts). Schema-free.
import { LEARNING_API } from './learning.api.ts';
import { SETTLEMENT_API } from './settlement.api.ts';

/** Fills a path's `:name` parameters: `pathWith(MENUS_API.one, { id: 3 })` -> `/a/v1/menus/3`. */
export function pathWith(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/** Calls that do not show the loading overlay (SPEC section 7). */
export const NO_LOADING_PATHS: readonly string[] = [
  LEARNING_API.learningRecord,
  LEARNING_API.liveLearningRecord,
  SETTLEMENT_API.companySettlement,
];
/** Calls that do not count as session activity (SPEC section 7). */
export const NO_ACTIVITY_PATHS: readonly string[] = [LEARNING_API.learningRecord, LEARNING_API.liveLearningRecord];
