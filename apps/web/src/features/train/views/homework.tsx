// Back-office view 'train/homework': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function TrainHomeworkView() {
  return <ViewFrame view="train/homework" />;
}
