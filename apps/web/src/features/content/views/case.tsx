// Back-office view 'content/case': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function ContentCaseView() {
  return <ViewFrame view="content/case" />;
}
