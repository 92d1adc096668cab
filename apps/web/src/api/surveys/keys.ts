// Query keys of surveys: every query of the domain names its key here, every change invalidates through it.
import type { SurveyStatus } from '@etp/contracts';

export interface SurveyParams {
  page: number;
  size: number;
  keyword?: string;
  status?: SurveyStatus;
}

export const surveysKeys = {
  all: ['surveys'] as const,
  list: (params: SurveyParams) => [...surveysKeys.all, 'admin', params] as const,
  one: (id: number) => [...surveysKeys.all, 'one', id] as const,
  results: (id: number) => [...surveysKeys.all, 'results', id] as const,
  texts: (id: number, questionId: number, page: number, size: number) =>
    [...surveysKeys.all, 'texts', id, questionId, page, size] as const,
  /** The portal's list of open surveys. */
  publicList: () => [...surveysKeys.all, 'public-list'] as const,
  /** The portal's view of a survey (or the back-office preview of it). */
  public: (id: number, preview: boolean) => [...surveysKeys.all, 'public', id, preview] as const,
};
