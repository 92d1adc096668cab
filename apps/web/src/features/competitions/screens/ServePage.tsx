// /competition/serve?id=: a competition's service information (contacts, FAQ, training and financing services).
import { PageFrame } from '@/components/PageFrame';
import { ChooseCompetition } from '../components/ChooseCompetition';
import { ServiceInfo } from '../components/CompetitionInfo';
import { WithCompetition } from '../components/WithCompetition';
import '../i18n';

export default function ServePage() {
  return (
    <PageFrame titleKey="route.competitionServe">
      <WithCompetition missing={<ChooseCompetition to="/competition/serve" />}>
        {(item) => <ServiceInfo item={item} />}
      </WithCompetition>
    </PageFrame>
  );
}
