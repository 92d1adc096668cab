// Back-office view 'student/list': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function StudentListView() {
  return <ViewFrame view="student/list" />;
}
