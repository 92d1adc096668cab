// Back-office view 'content/news': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function ContentNewsView() {
  return <ViewFrame view="content/news" />;
}
