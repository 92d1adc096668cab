// Back-office view 'dashboard/index': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function DashboardIndexView() {
  return <ViewFrame view="dashboard/index" />;
}
