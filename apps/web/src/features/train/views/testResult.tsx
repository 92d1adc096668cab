// Back-office view 'train/testResult': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function TrainTestResultView() {
  return <ViewFrame view="train/testResult" />;
}
