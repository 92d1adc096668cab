// Back-office view 'class/list': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function ClassListView() {
  return <ViewFrame view="class/list" />;
}
