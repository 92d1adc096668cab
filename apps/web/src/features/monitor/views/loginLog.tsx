// Back-office view 'monitor/loginLog': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function MonitorLoginLogView() {
  return <ViewFrame view="monitor/loginLog" />;
}
