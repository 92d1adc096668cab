// Back-office view 'teacher/home': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function TeacherHomeView() {
  return <ViewFrame view="teacher/home" />;
}
