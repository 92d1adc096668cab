// POST /f/v1/classes/{id}/students/from-lead: a sign-up lead enrolled in one step.
import { CLASSES_API, type EnrolmentResult } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { signupsKeys } from '../signups/keys';
import { classesKeys } from './keys';

export const enrolLead = ({ classId, leadId }: { classId: number; leadId: number }) =>
  post<EnrolmentResult>(CLASSES_API.enrolLead(classId), { lead_id: leadId }).then((r) => r.data);

export function useEnrolLead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enrolLead,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: classesKeys.all }),
        client.invalidateQueries({ queryKey: signupsKeys.all }),
      ]),
  });
}
