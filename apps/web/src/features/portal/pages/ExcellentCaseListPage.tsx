// excellentCase page: its real frame and an empty state until its feature issue fills it.
import { PageFrame } from '../../../components/PageFrame';

export default function ExcellentCaseListPage() {
  return <PageFrame titleKey="route.excellentCase" />;
}
