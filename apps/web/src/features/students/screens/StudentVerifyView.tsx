// Back-office view 'student/verify': verify enrolled students; remove unverified ones in batch.
import { StudentScreen } from '../parts/StudentScreen';

export default function StudentVerifyView() {
  return <StudentScreen view="student/verify" />;
}
