// Back-office view 'train/live': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function TrainLiveView() {
  return <ViewFrame view="train/live" />;
}
