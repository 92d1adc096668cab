// Back-office view 'announcement/index': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function AnnouncementIndexView() {
  return <ViewFrame view="announcement/index" />;
}
