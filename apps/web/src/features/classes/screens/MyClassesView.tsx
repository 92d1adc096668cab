// Back-office view 'class/myClasses': the trainer's classes, with roster, timetable and the students' eligibility.
import { classCertificatesTab } from '@/features/certificates';
import { ClassScreen } from '../parts/ClassScreen';

export default function MyClassesView() {
  return <ClassScreen view="class/myClasses" extraTabs={classCertificatesTab} />;
}
