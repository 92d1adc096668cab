// Back-office view 'content/policy': policies with level, issuing body, document number and effective date.
import '../i18n';
import { ArticleView } from '../components/ArticleView';

export default function ContentPolicyView() {
  return <ArticleView kind="policy" view="content/policy" />;
}
