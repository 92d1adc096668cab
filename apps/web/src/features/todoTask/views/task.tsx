// Back-office view 'todoTask/task': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function TodoTaskTaskView() {
  return <ViewFrame view="todoTask/task" />;
}
