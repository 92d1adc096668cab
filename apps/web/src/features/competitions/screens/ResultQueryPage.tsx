// /competition/resultQuery: results per published stage, by number or by leader name + phone.
import { PageFrame } from '@/components/PageFrame';
import { ResultQuery } from '../components/ResultQuery';
import '../i18n';

export default function ResultQueryPage() {
  return (
    <PageFrame titleKey="route.competitionResult">
      <div style={{ maxWidth: 640 }}>
        <ResultQuery />
      </div>
    </PageFrame>
  );
}
