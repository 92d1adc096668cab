// Homework write and preview share this page; the mode comes from the path.
import { useLocation } from 'react-router';
import { PageFrame } from '@/components/PageFrame';

export default function HomeworkEditPage() {
  const { pathname } = useLocation();
  const preview = pathname.endsWith('/preview');
  return <PageFrame titleKey={preview ? 'route.homeworkPreview' : 'route.homeworkWrite'} />;
}
