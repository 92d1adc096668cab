// POST /f/v1/classes/{id}/certificates: the teacher issues late (one student, or every eligible one without one);
// POST .../certificates/export: the class's certificates as one ZIP in the download centre.
import { CERTIFICATES_API, type IssueReport } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportQueued } from '../exports/listExports';
import { post } from '../http';
import { reportingKeys } from '../reporting/keys';
import { certificatesKeys } from './keys';

export const issueCertificates = ({ classId, studentId }: { classId: number; studentId?: number }) =>
  post<IssueReport>(CERTIFICATES_API.issue(classId), studentId === undefined ? {} : { student_id: studentId });

export function useIssueCertificates() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: issueCertificates,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: certificatesKeys.all }),
        client.invalidateQueries({ queryKey: reportingKeys.all }),
      ]),
  });
}

export const exportClassCertificates = (classId: number) => post<ExportQueued>(CERTIFICATES_API.classExport(classId));
