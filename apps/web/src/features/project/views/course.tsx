// Back-office view 'project/course': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function ProjectCourseView() {
  return <ViewFrame view="project/course" />;
}
