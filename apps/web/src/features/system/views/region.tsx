// Back-office view 'system/region': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function SystemRegionView() {
  return <ViewFrame view="system/region" />;
}
