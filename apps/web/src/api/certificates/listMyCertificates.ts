// GET /s/v1/certificates: the signed-in student's certificates; and the download of one's PDF.
import { CERTIFICATES_API, type MyCertificate } from '@etp/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { downloadBlob } from '../download';
import { get } from '../http';
import { certificatesKeys } from './keys';

export const listMyCertificates = () => get<MyCertificate[]>(CERTIFICATES_API.mine).then((r) => r.data);
export const myCertificatesQuery = () =>
  queryOptions({ queryKey: certificatesKeys.mine(), queryFn: listMyCertificates });
export const useMyCertificates = () => useQuery(myCertificatesQuery());

export const downloadCertificate = (c: Pick<MyCertificate, 'pdf_url' | 'certificate_no'>) =>
  downloadBlob(c.pdf_url, `${c.certificate_no}.pdf`);
export const useDownloadCertificate = () => useMutation({ mutationFn: downloadCertificate });
