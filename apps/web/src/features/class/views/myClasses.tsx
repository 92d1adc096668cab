// Back-office view 'class/myClasses': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function ClassMyClassesView() {
  return <ViewFrame view="class/myClasses" />;
}
