// The tab the class drawer shows for eligibility and certificates (composed by the class views in app/views).
import type { ClassRow, Role } from '@etp/contracts';
import i18n from 'i18next';
import { CERTIFICATES_NS } from '../i18n';
import { ClassCertificatesPanel } from './ClassCertificatesPanel';

export const classCertificatesTab = (row: ClassRow, role: Role) => [
  {
    key: 'certificates',
    label: i18n.t('eligibility', { ns: CERTIFICATES_NS }),
    children: <ClassCertificatesPanel row={row} role={role} />,
  },
];
