// Back-office view 'system/role': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function SystemRoleView() {
  return <ViewFrame view="system/role" />;
}
