// Back-office view 'student/verify': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function StudentVerifyView() {
  return <ViewFrame view="student/verify" />;
}
