// Back-office view 'content/organization': its frame until the feature issue fills it.
import { ViewFrame } from '../../../components/ViewFrame';

export default function ContentOrganizationView() {
  return <ViewFrame view="content/organization" />;
}
