// /competition/list: the published competitions, by phase and keyword.
import { PageFrame } from '@/components/PageFrame';
import { CompetitionList } from '../components/CompetitionList';
import '../i18n';

export default function CompetitionListPage() {
  return (
    <PageFrame titleKey="route.competitionList">
      <CompetitionList base="/competition" />
    </PageFrame>
  );
}
