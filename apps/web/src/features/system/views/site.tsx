// Back-office view 'system/site': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function SystemSiteView() {
  return <ViewFrame view="system/site" />;
}
