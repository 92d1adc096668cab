// Back-office view 'monitor/auditLog': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function MonitorAuditLogView() {
  return <ViewFrame view="monitor/auditLog" />;
}
