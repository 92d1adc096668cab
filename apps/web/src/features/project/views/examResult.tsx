// Back-office view 'project/examResult': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function ProjectExamResultView() {
  return <ViewFrame view="project/examResult" />;
}
