// Back-office view 'content/policy': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function ContentPolicyView() {
  return <ViewFrame view="content/policy" />;
}
