// Back-office view 'system/user': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function SystemUserView() {
  return <ViewFrame view="system/user" />;
}
