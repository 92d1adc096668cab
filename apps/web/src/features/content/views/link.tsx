// Back-office view 'content/link': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function ContentLinkView() {
  return <ViewFrame view="content/link" />;
}
