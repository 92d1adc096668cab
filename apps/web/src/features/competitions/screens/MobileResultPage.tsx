// /mobile/competition/resultQuery: results per published stage on a phone.
import { ResultQuery } from '../components/ResultQuery';
import { MobilePage } from '../mobile/MobilePage';
import '../i18n';

export default function MobileResultPage() {
  return (
    <MobilePage titleKey="route.competitionResult">
      <ResultQuery />
    </MobilePage>
  );
}
