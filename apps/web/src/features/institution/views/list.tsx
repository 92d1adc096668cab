// Back-office view 'institution/list': its frame until the feature issue fills it.
import { ViewFrame } from '@/components/ViewFrame';

export default function InstitutionListView() {
  return <ViewFrame view="institution/list" />;
}
