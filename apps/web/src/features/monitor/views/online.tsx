// Back-office view 'monitor/online': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function MonitorOnlineView() {
  return <ViewFrame view="monitor/online" />;
}
