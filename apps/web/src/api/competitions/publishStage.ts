// POST /a/v1/competitions/{id}/stages/{stageId}/publish | /unpublish: a stage's results on or off the result query.
import { COMPETITIONS_API, type CompetitionStage, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { competitionsKeys } from './keys';

export const publishStage = ({ id, stageId, publish }: { id: number; stageId: number; publish: boolean }) =>
  post<CompetitionStage>(
    pathWith(publish ? COMPETITIONS_API.publishStage : COMPETITIONS_API.unpublishStage, { id, stageId }),
  ).then((r) => r.data);

export function usePublishStage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishStage,
    onSuccess: () => client.invalidateQueries({ queryKey: competitionsKeys.all }),
  });
}
