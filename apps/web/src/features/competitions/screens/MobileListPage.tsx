// /mobile/competition/list: the published competitions on a phone.
import type { QueryClient } from '@tanstack/react-query';
import { publicCompetitionsQuery } from '@/api/competitions/getPublicCompetitions';
import { CompetitionList, competitionListParams } from '../components/CompetitionList';
import { MobilePage } from '../mobile/MobilePage';
import '../i18n';

/** The list's page of competitions starts loading with the route (app/lazyPage.ts), not after the first render. */
export function prefetch(client: QueryClient, url: URL) {
  void client.prefetchQuery(publicCompetitionsQuery(competitionListParams(url.searchParams)));
}

export default function MobileListPage() {
  return (
    <MobilePage titleKey="route.competitionList">
      <CompetitionList base="/mobile/competition" />
    </MobilePage>
  );
}
