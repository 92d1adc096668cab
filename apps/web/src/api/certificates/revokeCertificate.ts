// POST /a/v1/certificates/{id}/revoke with a reason.
import { CERTIFICATES_API, type CertificateRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { certificatesKeys } from './keys';

export const revokeCertificate = ({ id, reason }: { id: number; reason: string }) =>
  post<CertificateRow>(CERTIFICATES_API.revoke(id), { reason });

export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeCertificate,
    onSuccess: () => client.invalidateQueries({ queryKey: certificatesKeys.all }),
  });
}
