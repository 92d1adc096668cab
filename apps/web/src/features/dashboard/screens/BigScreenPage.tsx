// bigScreen page: its real frame and an empty state until its feature issue fills it.
import { PageFrame } from '@/components/PageFrame';

export default function BigScreenPage() {
  return <PageFrame titleKey="route.bigScreen" />;
}
