// Back-office view 'content/news': news of the portal.
import '../i18n';
import { ArticleView } from '../components/ArticleView';

export default function ContentNewsView() {
  return <ArticleView kind="news" view="content/news" />;
}
