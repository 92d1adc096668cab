// Back-office view 'content/case': excellent cases (founder, project, story).
import '../i18n';
import { ArticleView } from '../components/ArticleView';

export default function ContentCaseView() {
  return <ArticleView kind="case" view="content/case" />;
}
