// Back-office view 'system/dict': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function SystemDictView() {
  return <ViewFrame view="system/dict" />;
}
