// Back-office view 'student/list': the students of the classes the caller sees, masked, with an audited reveal.
import { StudentScreen } from '../parts/StudentScreen';

export default function StudentListView() {
  return <StudentScreen view="student/list" />;
}
