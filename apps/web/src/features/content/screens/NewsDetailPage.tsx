// /newsDetail?id=: one news item with its attachments and previous / next.
import { ArticleDetailPage } from '../public/ArticleDetailPage';

export default function NewsDetailPage() {
  return <ArticleDetailPage kind="news" titleKey="route.newsDetail" listPath="/newsList" detailPath="/newsDetail" />;
}
