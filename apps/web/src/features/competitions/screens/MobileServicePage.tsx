// /mobile/competition/service?id=: a competition's service information on a phone.
import { ChooseCompetition } from '../components/ChooseCompetition';
import { ServiceInfo } from '../components/CompetitionInfo';
import { WithCompetition } from '../components/WithCompetition';
import { MobilePage } from '../mobile/MobilePage';
import '../i18n';

export default function MobileServicePage() {
  return (
    <MobilePage titleKey="route.competitionServe">
      <WithCompetition missing={<ChooseCompetition to="/mobile/competition/service" />}>
        {(item) => <ServiceInfo item={item} />}
      </WithCompetition>
    </MobilePage>
  );
}
