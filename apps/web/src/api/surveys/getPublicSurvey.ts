// GET /p/v1/surveys/:id (the portal), or GET /a/v1/surveys/:id/preview (the builder's preview, signed in).
import { type PublicSurvey, pathWith, SURVEYS_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { surveysKeys } from './keys';

export const getPublicSurvey = (id: number, preview = false) =>
  get<PublicSurvey>(pathWith(preview ? SURVEYS_API.preview : SURVEYS_API.publicOne, { id }), { silent: true }).then(
    (r) => r.data,
  );

export const publicSurveyQuery = (id: number, preview = false) =>
  queryOptions({
    queryKey: surveysKeys.public(id, preview),
    queryFn: () => getPublicSurvey(id, preview),
    retry: false,
  });
export const usePublicSurvey = (id: number, preview = false, enabled = true) =>
  useQuery({ ...publicSurveyQuery(id, preview), enabled });
