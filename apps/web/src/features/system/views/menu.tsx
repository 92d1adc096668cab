// Back-office view 'system/menu': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function SystemMenuView() {
  return <ViewFrame view="system/menu" />;
}
