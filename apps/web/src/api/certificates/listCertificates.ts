// GET /a/v1/certificates: certificates in the caller's scope (admin, regions), paged and filtered.
import { CERTIFICATES_API, type CertificateListQuery, type CertificateRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { certificatesKeys } from './keys';

export type CertificateListParams = Pick<CertificateListQuery, 'page' | 'size'> &
  Partial<Record<'keyword' | 'status', string>>;

export const listCertificates = (params: CertificateListParams) =>
  get<Page<CertificateRow>>(CERTIFICATES_API.list, { params, noLoading: true }).then((r) => r.data);

export const certificatesQuery = (params: CertificateListParams) =>
  queryOptions({
    queryKey: certificatesKeys.list(params),
    queryFn: () => listCertificates(params),
    placeholderData: keepPreviousData,
  });
