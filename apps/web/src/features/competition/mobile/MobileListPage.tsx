// /mobile/competition/list: the published competitions on a phone.
import { CompetitionList } from '../components/CompetitionList';
import { MobilePage } from './MobilePage';
import '../i18n';

export default function MobileListPage() {
  return (
    <MobilePage titleKey="route.competitionList">
      <CompetitionList base="/mobile/competition" />
    </MobilePage>
  );
}
