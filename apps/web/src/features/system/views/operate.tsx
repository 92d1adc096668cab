// Back-office view 'system/operate': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function SystemOperateView() {
  return <ViewFrame view="system/operate" />;
}
