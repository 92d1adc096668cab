// Back-office view 'class/list': the classes of the teacher's institution or of the administrator's region; a class's
// drawer adds the certificates domain's tab (eligibility with reasons, issue late, the ZIP export).
import { classCertificatesTab } from '@/features/certificates';
import { ClassScreen } from '../parts/ClassScreen';

export default function ClassListView() {
  return <ClassScreen view="class/list" extraTabs={classCertificatesTab} />;
}
